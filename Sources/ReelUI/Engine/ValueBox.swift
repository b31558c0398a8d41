/// A value kept by reference, so that a watch's comparison and its readers share it.
///
/// Its value is read and written after every update: unchecked for exclusive access (only the
/// main actor touches it, one access at a time), which would otherwise cost a runtime check on each:
/// checked (with ``Locked``'s value checked too), `store-send` cost 960 instructions a message more
/// (14,071 → 15,031) and `store-list-1000` 514 (22,585 → 23,099), callgrind.
@usableFromInline
final class ValueBox<Value> {
    /// The value.
    @exclusivity(unchecked) @usableFromInline var value: Value

    /// Keeps `value`.
    @inlinable
    init(_ value: Value) { self.value = value }
}
