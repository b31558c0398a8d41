import Foundation
@testable import Reel
@testable import ReelLog
import Testing

@Suite struct LogCanonicalJSONTests {
    private struct Sample: Encodable {
        var name = "tab\there \"quoted\" back\\slash é 😀 /path \u{01}"
        var small: Int8 = -8
        var medium: UInt16 = 65_000
        var large: Int64 = .min
        var flag = true
        var missing: String?
        var present: Int? = 3
        var items: [Int?] = [1, nil, 3]
        var nested = ["b": [1, 2], "a": []]
        var body = Data([0, 1, 2, 250])
        var id: EffectID = "save"
    }

    private func foundation<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try LogCoding.makeEncoder().encode(value), as: UTF8.self)
    }

    private func canonical<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try CanonicalJSONEncoder().encode(value), as: UTF8.self)
    }

    @Test func givenValueWithoutFloats_whenEncoded_thenSameBytesAsFoundationSortedKeys() throws {
        #expect(try canonical(Sample()) == foundation(Sample()))
    }

    @Test func givenCommandsOfEveryKind_whenEncoded_thenSameBytesAsFoundationSortedKeys() throws {
        let effect: Effect<LogTally.Msg> = [
            .send(.quotaResponded("3 left")), .timer(after: .milliseconds(300), send: .saveTimerFired, id: "save"),
            .cancel("quota"), .cache(.remove(key: "k", tiers: [.memory]), id: nil, deliver: { _ in .quotaRequested }),
            .http(HTTPRequest(method: "POST", url: "http://x.test/a?b=c", headers: [HTTPHeader("Authorization", "Bearer t")], body: Data("{}".utf8)), id: "q", deliver: { _ in .quotaRequested }),
        ]

        #expect(try canonical(effect) == foundation(effect))
    }

    @Test func givenFloatingPointNumbers_whenEncoded_thenSameJSONValuesAsFoundation() throws {
        let numbers: [Double] = [0, -0.5, 1.5e300, 300, 0.1]

        let ours = try JSONParser.parse(Array(canonical(numbers).utf8))
        let theirs = try JSONParser.parse(Array(foundation(numbers).utf8))

        #expect(ours.isSame(as: theirs))
    }

    @Test func givenNonFiniteNumber_whenEncoded_thenThrows() {
        #expect(throws: EncodingError.self) { try CanonicalJSONEncoder().encode([Double.nan]) }
    }

    @Test func givenKeysOutOfOrder_whenEncoded_thenSortedByTheirBytes() throws {
        #expect(try canonical(["b": 1, "a10": 2, "a9": 3, "B": 4]) == #"{"B":4,"a10":2,"a9":3,"b":1}"#)
    }
}
