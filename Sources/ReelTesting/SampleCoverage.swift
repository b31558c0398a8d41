import Foundation

/// Which cases of a message enum a list of samples leaves out, so that a scene's
/// `messageSamples` (its log schema, its explorer's messages) cannot silently miss a new case.
///
/// Swift cannot list an enum's cases at run time, and Reel uses no macros, so the cases are read
/// from the enum's `Decodable` conformance: its `init(from:)` first asks the decoder for a
/// container keyed by its `CodingKeys`, an enum with one case per message case and no payload. A
/// probing decoder takes that key type, and reads its cases by their tag: such an enum is stored
/// as its case's index (0, 1, 2… in declaration order, in the smallest integer that holds them),
/// and the first index past the last case is how `Optional` stores `nil`. The key type is checked
/// to be such an enum before any index is read; a message type decoded any other way (a struct, a
/// hand-written `init(from:)` with its own keys) is refused with a clear reason. Only test code
/// should rely on this: it reads a layout the compiler chooses, checked but not promised.
public enum SampleCoverage {
    /// Why the cases of a message type could not be listed.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// One line.
        public let description: String
    }

    /// The case names `Msg` declares, in declaration order, as its `Codable` form spells them.
    public static func cases<Msg: Decodable>(of type: Msg.Type) throws(Failure) -> [String] {
        let probe = CaseProbe()
        _ = try? Msg(from: probe)
        guard let names = probe.names else {
            throw Failure(description: "cannot list the cases of \(Msg.self): its Decodable conformance does not decode an enum's cases")
        }
        return names
    }

    /// The cases of `Msg` that no sample is an instance of, in declaration order.
    public static func missingCases<Msg: Codable>(in samples: [Msg]) throws(Failure) -> [String] {
        let encoder = JSONEncoder()
        let sampled = Set(samples.compactMap { sample in
            (try? JSONSerialization.jsonObject(with: encoder.encode(sample)) as? [String: Any])?.keys.first
        })
        return try cases(of: Msg.self).filter { !sampled.contains($0) }
    }
}

/// A decoder that records the case names of the coding-key enum it is first asked about, when
/// what is decoded is an enum: an enum's decoding first asks which key the container holds
/// (`allKeys`, one key naming the case), where a struct's decodes its fields by key.
private final class CaseProbe: Decoder {
    struct Stop: Error {}

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private(set) var names: [String]?

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeysProbe<Key> { [self] in names = Self.cases(of: Key.self) })
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw Stop() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw Stop() }

    /// The names of a payload-free enum's cases, read by index; nil for any other key type.
    private static func cases<Key: CodingKey>(of key: Key.Type) -> [String]? {
        // A payload-free enum of up to 65,536 cases is stored in at most two bytes (none for one
        // case), and has spare values, where Optional keeps nil, unless every value is a case.
        let size = MemoryLayout<Key>.size
        guard size <= 2, size == 0 || MemoryLayout<Key?>.size == size, let first = caseValue(0, as: Key.self) else { return nil }
        let mirror = Mirror(reflecting: first)
        guard mirror.displayStyle == .enum, mirror.children.isEmpty else { return nil }
        var names = [first.stringValue]
        // Index 0 is a case (checked above); the first index Optional reads as nil is the count.
        var index = 1
        while size > 0, index < 1 << (8 * size), let key = caseValue(index, as: Key?.self) ?? nil {
            names.append(key.stringValue)
            index += 1
        }
        // Each name must lead back to its key, as decoding a log does.
        guard names.allSatisfy({ Key(stringValue: $0)?.stringValue == $0 }) else { return nil }
        return names
    }
}

/// A container that reports being asked for its keys and refuses everything else.
private struct KeysProbe<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let askedForKeys: () -> Void

    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] {
        askedForKeys()
        return []
    }

    func contains(_ key: Key) -> Bool { false }
    func decodeNil(forKey key: Key) throws -> Bool { throw CaseProbe.Stop() }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { throw CaseProbe.Stop() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { throw CaseProbe.Stop() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { throw CaseProbe.Stop() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { throw CaseProbe.Stop() }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw CaseProbe.Stop() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { throw CaseProbe.Stop() }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { throw CaseProbe.Stop() }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { throw CaseProbe.Stop() }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { throw CaseProbe.Stop() }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { throw CaseProbe.Stop() }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { throw CaseProbe.Stop() }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { throw CaseProbe.Stop() }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { throw CaseProbe.Stop() }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { throw CaseProbe.Stop() }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { throw CaseProbe.Stop() }
    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> { throw CaseProbe.Stop() }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw CaseProbe.Stop() }
    func superDecoder() throws -> any Decoder { throw CaseProbe.Stop() }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw CaseProbe.Stop() }
}
