/// The value of type `T` (at most two bytes) whose bytes are `index` in little-endian order, or
/// nil when `T` is larger: how ``SampleCoverage`` lists the cases of a payload-free enum of coding
/// keys, which Swift stores as their index.
///
/// Unsafe (bytes loaded as a type) because such an enum offers no way from an index to its case:
/// `CaseIterable` is not required of coding keys. The caller reads only types it has checked are
/// payload-free enums of at most two bytes, whose every index below the case count is a case (the
/// first index past them reads as `nil` through an optional). Not on a hot path.
func caseValue<T>(_ index: Int, as type: T.Type) -> T? {
    var bytes = UInt16(truncatingIfNeeded: index).littleEndian
    return withUnsafeBytes(of: &bytes) { raw in
        MemoryLayout<T>.size <= raw.count ? raw.loadUnaligned(as: T.self) : nil
    }
}
