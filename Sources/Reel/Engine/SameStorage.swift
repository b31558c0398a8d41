/// Whether two arrays share their storage (true for two empty arrays): one comparison, whatever
/// their length.
///
/// Unsafe only to read each array's base address. A step that left a list alone, or a declared set
/// of subscriptions kept in the model, is told apart this way without comparing every element (a
/// walk in proportion to the list; not measured on its own). Arrays that are equal in new storage
/// answer false: callers then compare them.
@inlinable
func sameStorage<Element>(_ a: [Element], _ b: [Element]) -> Bool {
    a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } } && a.count == b.count
}
