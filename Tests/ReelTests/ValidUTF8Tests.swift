import Reel
import Testing

/// Below iOS 18 / macOS 15 the log reader and the shell validate UTF-8 without `String(validating:)`;
/// on Linux that path never runs by itself, so it is checked here against the standard library's answer.
@Suite("Strict UTF-8 decoding on older systems")
struct ValidUTF8Tests {
    @Test("given valid and invalid byte sequences, the fallback accepts and refuses exactly as String(validating:)")
    func fallbackAgreesWithTheStandardLibrary() {
        var samples: [[UInt8]] = [
            [], Array("plain".utf8), Array("café ☕️ 日本".utf8), [0xEF, 0xBF, 0xBD],  // U+FFFD itself is valid
            [0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80],  // truncated, surrogate
            [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80], Array("ok".utf8) + [0x80] + Array("ok".utf8),
        ]
        var generator = SplitMix64(seed: 22)
        for _ in 0..<2_000 {
            let count = Int(generator.next() % 6)
            samples.append((0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        }
        for bytes in samples {
            #expect(String.decodingUTF8Strictly(bytes) == String(validating: bytes, as: UTF8.self), "\(bytes)")
            #expect(String(validUTF8: bytes) == String(validating: bytes, as: UTF8.self), "\(bytes)")
        }
    }
}
