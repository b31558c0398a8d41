import Reel
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

/// Encodes the commands of effects as logs store them: a JSON array with sorted keys, written by
/// ``CanonicalJSONEncoder``; secrets are redacted by the commands' own encoding.
///
/// Nothing is cached by equality: `String`'s `==` treats `é` and `e` + accent as equal and a
/// custom `==` may ignore fields, so equal values can encode to different bytes.
package struct CommandsEncoder<Msg: Sendable & Encodable> {
    private let encoder = CanonicalJSONEncoder()

    /// An encoder of `Msg`'s commands and subscription changes.
    package init() {}

    /// The JSON array of the effect's commands; `[]` for no command, without calling the encoder.
    package func encode(_ effect: Effect<Msg>) throws -> [UInt8] {
        effect.isNone ? Self.noCommands : try encoder.encode(effect)
    }

    /// The JSON object of subscription changes; nil when nothing changed (the line omits the field).
    package func encode(_ changes: SubscriptionChanges<Msg>) throws -> [UInt8]? {
        changes.isEmpty ? nil : try encoder.encode(changes)
    }

    private static var noCommands: [UInt8] { [UInt8(ascii: "["), UInt8(ascii: "]")] }
}
