import Foundation

/// How logs turn values into JSON: one encoder configuration for the recorder and the verifier,
/// so the same commands always give the same bytes.
enum LogCoding {
    /// An encoder with sorted keys, unescaped slashes and ISO 8601 dates.
    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// A decoder for what ``makeEncoder()`` writes.
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

/// Encodes the commands of effects as logs store them, remembering recent results: most updates
/// return one of a few effects (none, the same debounce timer), and encoding is the costly part.
struct CommandsEncoder<Msg: Sendable & Equatable & Encodable> {
    private let encoder = LogCoding.makeEncoder()
    private var recent: [(effect: Effect<Msg>, json: [UInt8])] = []
    private var next = 0

    /// How many distinct effects are remembered; older ones are replaced in turn.
    private static var capacity: Int { 8 }

    /// The JSON array of the effect's commands (secrets redacted by the commands' encoding).
    mutating func encode(_ effect: Effect<Msg>) throws -> [UInt8] {
        if effect.isNone { return Array("[]".utf8) }
        // Equal effects encode equally: equality compares exactly what encoding writes.
        if let hit = recent.first(where: { $0.effect == effect }) { return hit.json }
        let json = Array(try encoder.encode(effect))
        if recent.count < Self.capacity {
            recent.append((effect, json))
        } else {
            recent[next] = (effect, json)
            next = (next + 1) % Self.capacity
        }
        return json
    }
}
