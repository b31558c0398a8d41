import Foundation
import Reel

/// Hashes a `Codable` value for the exhaustive checker's fingerprints, by its own `encode(to:)`:
/// the value's type name, then each key and value it encodes, mixed into a ``FingerprintHasher``
/// as they come: no walk by reflection, and no bytes written.
///
/// A request, a subscription's source and a scene's messages are `Codable` (logs need them so),
/// and the checker hashes each new piece of work this way: by reflection it took about a sixth of
/// a check of the example app's notes screen (perf, depth 8).
///
/// Equal values hash alike in every process and on every machine. Two things a plain encoding
/// would get wrong are put right: a set's or a dictionary's elements come in an order that
/// depends on the process's hash seed, so each element (key and value) is hashed alone and the
/// hashes are mixed in sorted; and `-0.0` is hashed as `0.0`, which it equals.
struct FingerprintEncoder {
    /// The hash of `value`: its type's name, then what it encodes.
    static func fingerprint<T: Encodable>(_ value: T) -> UInt64 {
        let sink = Sink()
        sink.hasher.combine(typeName(of: T.self))
        sink.encode(value)
        return sink.hasher.value
    }

    /// A type's stable name (``StateHasher/name(of:)``) hashed, worked out once per type.
    private static func typeName(of type: Any.Type) -> UInt64 {
        let key = ObjectIdentifier(type)
        if let known = typeNames.withLock({ $0[key] }) { return known }
        var hasher = FingerprintHasher()
        hasher.combine(StateHasher.name(of: type))
        typeNames.withLock { $0[key] = hasher.value }
        return hasher.value
    }

    private static let typeNames = Locked<[ObjectIdentifier: UInt64]>([:])

    /// What every container of one encoding mixes into: containers are values handed out and
    /// copied, so they share this object.
    final class Sink: Encoder {
        var hasher = FingerprintHasher()
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        /// Mixes in a nested value: a set or dictionary by its elements' sorted hashes, anything
        /// else by its own encoding, marked so that nesting tells `[[1], [2]]` from `[[1, 2]]`.
        func encode<T: Encodable>(_ value: T) {
            if let unordered = value as? any UnorderedEncodable {
                let hashes = unordered.elementFingerprints().sorted()
                hasher.combine(UInt64(0x5E7_0000 | hashes.count))
                for hash in hashes { hasher.combine(hash) }
                return
            }
            hasher.combine(UInt64(0xB0_0000))
            try? value.encode(to: self)
            hasher.combine(UInt64(0xE0_0000))
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Keyed(sink: self))
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(sink: self) }
        func singleValueContainer() -> any SingleValueEncodingContainer { Single(sink: self) }

        /// Marks where a nested container starts, so that `[[1], [2]]` and `[[1, 2]]` differ.
        func beginNested() { hasher.combine(UInt64(0xC0_0000)) }
        func encodeNil() { hasher.combine(UInt64(0x4E11)) }
        func encode(_ value: Bool) { hasher.combine(value) }
        func encode(_ value: String) { hasher.combine(value) }
        func encode(_ value: Double) { hasher.combine(value == 0 ? 0 : value.bitPattern) }
        func encode(_ value: Float) { encode(Double(value)) }
        func encode<N: BinaryInteger>(integer value: N) { hasher.combine(UInt64(truncatingIfNeeded: value)) }
        func encode(key: any CodingKey) { hasher.combine(key.stringValue) }
    }
}

/// A set or a dictionary: hashed by its elements, each alone, since the order they come in
/// depends on the process.
protocol UnorderedEncodable {
    /// Each element's hash (a dictionary's key and value together), in no particular order.
    func elementFingerprints() -> [UInt64]
}

extension Set: UnorderedEncodable where Element: Encodable {
    func elementFingerprints() -> [UInt64] { map { FingerprintEncoder.fingerprint($0) } }
}

extension Dictionary: UnorderedEncodable where Key: Encodable, Value: Encodable {
    func elementFingerprints() -> [UInt64] {
        map { key, value in
            let sink = FingerprintEncoder.Sink()
            sink.encode(key)
            sink.encode(value)
            return sink.hasher.value
        }
    }
}
