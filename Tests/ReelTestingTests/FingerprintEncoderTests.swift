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
}
