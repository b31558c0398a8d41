import Reel
import Foundation

/// A fingerprint of a message type's JSON shape: FNV-1a over the shapes of sample messages.
///
/// Only the shape counts (keys and kinds of values: `{"queryChanged":{"_0":"string"}}`), not the
/// values, so any sample of a case gives the same fingerprint, while renaming a case, adding one,
/// or changing a field's type gives another. Shapes are deduplicated and sorted, so the order of
/// the samples does not matter.
///
/// What it is still for, now that a log is read by the cases it uses (``SchemaCases``): one
/// comparison that says a log's messages are all of today's shapes, so that such a log (the usual
/// one) is read with no check per step; and a guard for readers older than per-case reading,
/// which refuse a log whose fingerprint is not theirs rather than misread it.
package enum SchemaFingerprint {
    /// Each scene type's fingerprint, once computed.
    static let cache = Locked<[ObjectIdentifier: String]>([:])
    /// Each scene type's cases (``SchemaCases``), once computed.
    static let casesCache = Locked<[ObjectIdentifier: [String: String]]>([:])

    /// The fingerprint of some messages' shapes: 16 lowercase hex digits.
    package static func of<Msg: Encodable>(
        _ samples: [Msg], requests: [any Request] = [], sources: [any SubscriptionSource] = []
    ) -> String {
        // Request and source shapes are tagged and follow the messages', so a scene without any
        // keeps the fingerprint it had before requests existed.
        var tagged: Set<String> = []
        for request in requests { tagged.insert("request " + tag(of: request) + ": " + shape(of: request)) }
        for source in sources { tagged.insert("source " + tag(of: source) + ": " + shape(of: source)) }
        let all: [String] = shapes(of: samples) + tagged.sorted()
        return FNV1a.hex(FNV1a.hash(all.joined(separator: "\n")))
    }

    static func tag<R: Request>(of request: R) -> String { R.tag }
    static func tag<S: SubscriptionSource>(of source: S) -> String { S.tag }
    static func shape<Value: Encodable>(of value: Value) -> String { shapes(of: [value]).first ?? "" }

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
