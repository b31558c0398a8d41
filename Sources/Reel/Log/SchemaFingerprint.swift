import Foundation

/// A fingerprint of a message type's JSON shape: FNV-1a over the shapes of sample messages.
///
/// Only the shape counts (keys and kinds of values: `{"queryChanged":{"_0":"string"}}`), not the
/// values, so any sample of a case gives the same fingerprint, while renaming a case, adding one,
/// or changing a field's type gives another. Shapes are deduplicated and sorted, so the order of
/// the samples does not matter.
public enum SchemaFingerprint {
    /// The fingerprint of some messages' shapes: 16 lowercase hex digits.
    public static func of<Msg: Encodable>(_ samples: [Msg]) -> String {
        FNV1a.hex(FNV1a.hash(shapes(of: samples).joined(separator: "\n")))
    }

    /// The distinct shapes of some messages, sorted; a sample that does not encode counts as its error.
    static func shapes<Msg: Encodable>(of samples: [Msg]) -> [String] {
        let encoder = LogCoding.makeEncoder()
        let shapes = samples.map { sample in
            do {
                return try JSONParser.parse(Array(encoder.encode(sample))).shape
            } catch {
                return "unencodable: \(error)"
            }
        }
        return Set(shapes).sorted()
    }
}
