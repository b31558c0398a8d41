import Reel

/// Reel's canonical JSON for the other modules of the package: compact, keys sorted by their
/// UTF-8 bytes, the same bytes on every machine (``CanonicalJSONEncoder``, as logs write commands).
package enum CanonicalJSON {
    /// Encodes a value; throws for a non-finite floating-point number, as JSON has none.
    package static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        try CanonicalJSONEncoder().encode(value)
    }
}
