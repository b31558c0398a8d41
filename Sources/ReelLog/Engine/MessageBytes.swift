/// A message's bytes as a dictionary key, hashed and compared as raw bytes.
///
/// Unsafe (the slice's bytes reached in place) because the generic `ArraySlice` conformances hash
/// and compare byte by byte through the element type's own `hash(into:)` and `==`, far slower on
/// the reader's path, where every message line is looked up (`replay-verify`, `inspect-seek`; not
/// measured on its own).
struct MessageBytes: Hashable {
    /// The message's bytes.
    let bytes: ArraySlice<UInt8>

    /// The key for these bytes.
    init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

    /// Mixes the bytes into `hasher` in one call.
    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// Whether the bytes are the same.
    static func == (lhs: MessageBytes, rhs: MessageBytes) -> Bool {
        lhs.bytes.withUnsafeBytes { left in rhs.bytes.withUnsafeBytes { right in left.elementsEqual(right) } }
    }
}
