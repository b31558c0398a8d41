/// A value kept by reference, so that a watch's comparison and its readers share it.
///
/// Its value is read and written after every update: unchecked for exclusive access (only the
/// main actor touches it, one access at a time), which would otherwise cost a runtime check on each.
@usableFromInline
final class ValueBox<Value> {
    /// The value.
    @exclusivity(unchecked) @usableFromInline var value: Value

    /// Keeps `value`.
    @inlinable
    init(_ value: Value) { self.value = value }
}
