import Reel
import Foundation

/// Encodes any `Encodable` value to compact JSON with keys sorted by their UTF-8 bytes: the
/// commands of every logged step go through it, in the recorder and again in verification.
///
/// Foundation's `JSONEncoder` takes several microseconds per small value, which alone would use
/// most of the time budget for verifying a million steps. Commands in a log are only compared,
/// never decoded back, so the only requirement is that the same value always gives the same
/// bytes. `Data` is written as a base64 string, as `JSONEncoder` does; other values are written
/// through their own `encode(to:)`. Coding paths are not tracked (always empty). Messages are
/// still written with `JSONEncoder`, so that `JSONDecoder` reads exactly what it expects.
struct CanonicalJSONEncoder {
    /// Encodes a value; throws for a non-finite floating-point number, as JSON has none.
    func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let root = JSONSlot()
        try JSONSlot.encode(value, into: root)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(128)
        root.write(to: &bytes)
        return bytes
    }
}

/// A place in the tree of values being encoded: filled once by a container, written out at the end.
final class JSONSlot {
    enum Content {
        case null
        case literal(String)
        case string(String)
        case array([JSONSlot])
        case object([(key: String, slot: JSONSlot)])
    }

    var content: Content = .null

    /// Encodes `value` into `slot`: `Data` as base64, anything else through its own `encode(to:)`.
    static func encode<T: Encodable>(_ value: T, into slot: JSONSlot) throws {
        if T.self == Data.self, let data = value as? Data {
            slot.content = .string(data.base64EncodedString())
        } else {
            try value.encode(to: SlotEncoder(slot: slot))
        }
    }

    /// A number's JSON text; a non-finite one cannot be written.
    static func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) throws -> Content {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "\(value) is not a JSON number"))
        }
        return .literal(value.description)
    }

    func appendItem() -> JSONSlot {
        let slot = JSONSlot()
        if case .array(var items) = content {
            content = .null
            items.append(slot)
            content = .array(items)
        } else {
            content = .array([slot])
        }
        return slot
    }

    func member(_ key: String) -> JSONSlot {
        let slot = JSONSlot()
        if case .object(var members) = content {
            content = .null
            members.append((key, slot))
            content = .object(members)
        } else {
            content = .object([(key, slot)])
        }
        return slot
    }

    /// Appends the value's JSON; object keys sorted by UTF-8 bytes, the last of equal keys kept.
    func write(to bytes: inout [UInt8]) {
        switch content {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .literal(let text): bytes.append(contentsOf: text.utf8)
        case .string(let text): Self.writeString(text, to: &bytes)
        case .array(let items):
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                item.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            let sorted = members.count < 2 ? members : Self.sortedUnique(members)
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in sorted.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.writeString(member.key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                member.slot.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private static func sortedUnique(_ members: [(key: String, slot: JSONSlot)]) -> [(key: String, slot: JSONSlot)] {
        let sorted = members.enumerated().sorted { a, b in
            a.element.key.utf8.lexicographicallyPrecedes(b.element.key.utf8)
                || (a.element.key.utf8.elementsEqual(b.element.key.utf8) && a.offset < b.offset)
        }.map(\.element)
        var unique: [(key: String, slot: JSONSlot)] = []
        for member in sorted {
            if let last = unique.last, last.key.utf8.elementsEqual(member.key.utf8) { unique.removeLast() }
            unique.append(member)
        }
        return unique
    }

    /// Writes a JSON string: quotes, backslashes and control characters escaped, the rest as UTF-8.
    static func writeString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                bytes.append(contentsOf: #"\u00"#.utf8)
                if hex.count == 1 { bytes.append(UInt8(ascii: "0")) }
                bytes.append(contentsOf: hex.utf8)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
