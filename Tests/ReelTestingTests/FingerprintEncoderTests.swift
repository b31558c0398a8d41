import Foundation
import Reel
@testable import ReelTesting
import Testing

/// The checker's fingerprints of `Codable` work and of models: canonical, telling values apart,
/// the same in every process, and the remembered ones equal to those worked out afresh.
@Suite("fingerprints of encodable values and remembered models")
struct FingerprintEncoderTests {
    struct Payload: Codable, Hashable, Sendable {
        var name: String
        var tags: Set<String>
        var counts: [String: Int]
        var nested: [[Int]]
        var ratio: Double
        var note: String?
    }

    static let payload = Payload(
        name: "notes.json", tags: ["a", "b", "c"], counts: ["x": 1, "y": 2], nested: [[1], [2]], ratio: 0.5, note: nil)

    @Test("given equal values whose sets and dictionaries were built in other orders, when hashed, then the hashes are equal")
    func unorderedCollectionsHashAlike() {
        var grown = Self.payload
        grown.tags = []
        for tag in ["c", "b", "a"] { grown.tags.insert(tag) }
        grown.counts = [:]
        for (key, value) in [("y", 2), ("x", 1)] { grown.counts[key] = value }
        #expect(grown == Self.payload)
        #expect(FingerprintEncoder.fingerprint(grown) == FingerprintEncoder.fingerprint(Self.payload))
        var negativeZero = Self.payload
        negativeZero.ratio = -0.0
        var zero = Self.payload
        zero.ratio = 0
        #expect(FingerprintEncoder.fingerprint(negativeZero) == FingerprintEncoder.fingerprint(zero), "-0.0 == 0.0")
    }

    @Test("given values that differ in one field, in nesting or in type, when hashed, then the hashes differ")
    func differentValuesHashApart() {
        let base = FingerprintEncoder.fingerprint(Self.payload)
        var changed: [Payload] = []
        for change in [
            { (p: inout Payload) in p.name = "notes.jsonx" }, { $0.tags.insert("d") }, { $0.counts["x"] = 3 },
            { $0.nested = [[1, 2]] }, { $0.ratio = 0.25 }, { $0.note = "" },
        ] as [(inout Payload) -> Void] {
            var payload = Self.payload
            change(&payload)
            changed.append(payload)
        }
        let hashes = changed.map { FingerprintEncoder.fingerprint($0) }
        #expect(!hashes.contains(base))
        #expect(Set(hashes).count == hashes.count)
        #expect(FingerprintEncoder.fingerprint(1 as Int) != FingerprintEncoder.fingerprint(1 as UInt8), "the type's name is mixed in")
        #expect(FingerprintEncoder.fingerprint(["a", "b"]) != FingerprintEncoder.fingerprint(["ab"]))
    }

    @Test("given a value, when hashed in any run, then its hash is the one pinned here")
    func hashesAreStable() {
        // The same on every run and machine: the value's stable type name, then its encoding,
        // mixed into a FingerprintHasher (no hash seed, no address).
        #expect(FingerprintEncoder.fingerprint(Self.payload) == Self.pinned)
    }

    /// ``hashesAreStable()``'s pinned hash, taken from the first run.
    static let pinned: UInt64 = 4_810_205_523_852_436_438

    @Test("given a hashable model, when fingerprinted again and again, then each remembered fingerprint equals the reflected one")
    func rememberedFingerprintsEqualReflectedOnes() {
        struct Model: Hashable, Sendable {
            var count: Int
            var names: [String]
        }
        let fingerprints = Fingerprints<Model>()
        for round in 0..<3 {
            for count in 0..<50 {
                let model = Model(count: count, names: (0..<count % 4).map(String.init))
                var hasher = StateHasher()
                hasher.combine(model)
                #expect(fingerprints.model(model) == hasher.value, "round \(round), count \(count)")
            }
        }
    }

    @Test("given an encodable request, when fingerprinted as work, then the remembered hash equals the encoded one")
    func rememberedWorkEqualsEncodedWork() {
        let fingerprints = Fingerprints<Clicker.Model>()
        for round in 0..<2 {
            for name in ["a", "b", "a"] {
                var payload = Self.payload
                payload.name = name
                #expect(fingerprints.work(payload) == FingerprintEncoder.fingerprint(payload), "round \(round)")
            }
        }
    }

    /// Every kind of value an encoding hands over: each integer width, floats, flags, nil, nested
    /// and super encoders.
    struct EveryKind: Encodable {
        var int = -1, int8: Int8 = -2, int16: Int16 = -3, int32: Int32 = -4, int64: Int64 = -5
        var uint: UInt = 1, uint8: UInt8 = 2, uint16: UInt16 = 3, uint32: UInt32 = 4, uint64: UInt64 = 5
        var float: Float = 1.5, double = 2.5, flag = true, text = "t", missing: Int? = nil

        enum Keys: CodingKey { case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, float, double, flag, text, missing, nested, list, parent }

        func encode(to encoder: any Encoder) throws {
            var keyed = encoder.container(keyedBy: Keys.self)
            try keyed.encode(int, forKey: .int)
            try keyed.encode(int8, forKey: .int8)
            try keyed.encode(int16, forKey: .int16)
            try keyed.encode(int32, forKey: .int32)
            try keyed.encode(int64, forKey: .int64)
            try keyed.encode(uint, forKey: .uint)
            try keyed.encode(uint8, forKey: .uint8)
            try keyed.encode(uint16, forKey: .uint16)
            try keyed.encode(uint32, forKey: .uint32)
            try keyed.encode(uint64, forKey: .uint64)
            try keyed.encode(float, forKey: .float)
            try keyed.encode(double, forKey: .double)
            try keyed.encode(flag, forKey: .flag)
            try keyed.encode(text, forKey: .text)
            try keyed.encodeNil(forKey: .missing)
            var nested = keyed.nestedContainer(keyedBy: Keys.self, forKey: .nested)
            try nested.encode(int, forKey: .int)
            var list = keyed.nestedUnkeyedContainer(forKey: .list)
            try list.encode(int); try list.encode(int8); try list.encode(int16); try list.encode(int32); try list.encode(int64)
            try list.encode(uint); try list.encode(uint8); try list.encode(uint16); try list.encode(uint32); try list.encode(uint64)
            try list.encode(float); try list.encode(double); try list.encode(flag); try list.encode(text); try list.encodeNil()
            var inner = list.nestedContainer(keyedBy: Keys.self)
            try inner.encode(text, forKey: .text)
            var innerList = list.nestedUnkeyedContainer()
            try innerList.encode([int])
            try Single(kind: self).encode(to: list.superEncoder())
            try Single(kind: self).encode(to: keyed.superEncoder(forKey: .parent))
            try Single(kind: self).encode(to: keyed.superEncoder())
        }

        /// The same fields through single-value containers.
        struct Single: Encodable {
            let kind: EveryKind
            func encode(to encoder: any Encoder) throws {
                var single = encoder.singleValueContainer()
                try single.encode(kind.int); try single.encode(kind.int8); try single.encode(kind.int16)
                try single.encode(kind.int32); try single.encode(kind.int64); try single.encode(kind.uint)
                try single.encode(kind.uint8); try single.encode(kind.uint16); try single.encode(kind.uint32)
                try single.encode(kind.uint64); try single.encode(kind.float); try single.encode(kind.double)
                try single.encode(kind.flag); try single.encode(kind.text); try single.encodeNil(); try single.encode([kind.text])
            }
        }
    }

    @Test("given a value of every kind an encoding hands over, when one field changes, then the hash changes")
    func everyKindCounts() {
        let base = FingerprintEncoder.fingerprint(EveryKind())
        #expect(base == FingerprintEncoder.fingerprint(EveryKind()))
        let changes: [(inout EveryKind) -> Void] = [
            { $0.int8 = 2 }, { $0.int16 = 3 }, { $0.int32 = 4 }, { $0.int64 = 5 }, { $0.uint8 = 9 }, { $0.uint16 = 9 },
            { $0.uint32 = 9 }, { $0.uint64 = 9 }, { $0.float = 0.5 }, { $0.flag = false }, { $0.text = "u" },
        ]
        for (offset, change) in changes.enumerated() {
            var kind = EveryKind()
            change(&kind)
            #expect(FingerprintEncoder.fingerprint(kind) != base, "change \(offset)")
        }
    }

    @Test("given models of each kind, when fingerprinted, then each way gives equal models one fingerprint and tells others apart")
    func eachKindOfModel() {
        struct Encoded: Encodable, Equatable, Sendable { var count: Int }
        struct Reflected: Equatable, Sendable { var count: Int }
        struct Own: Fingerprinted, Equatable, Sendable {
            var count: Int
            func fingerprint(into hasher: inout FingerprintHasher) { hasher.combine(count) }
        }
        let encoded = Fingerprints<Encoded>()
        #expect(encoded.model(Encoded(count: 1)) == FingerprintEncoder.fingerprint(Encoded(count: 1)))
        #expect(encoded.model(Encoded(count: 1)) != encoded.model(Encoded(count: 2)))
        let reflected = Fingerprints<Reflected>()
        var hasher = StateHasher()
        hasher.combine(Reflected(count: 1))
        #expect(reflected.model(Reflected(count: 1)) == hasher.value)
        #expect(reflected.model(Reflected(count: 1)) != reflected.model(Reflected(count: 2)))
        let own = Fingerprints<Own>()
        var fields = FingerprintHasher()
        fields.combine(1)
        #expect(own.model(Own(count: 1)) == fields.value)
        #expect(own.model(Own(count: 1)) != own.model(Own(count: 2)))
    }
}
