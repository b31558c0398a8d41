@testable import Reel
@testable import ReelLog
import Foundation
import Testing

/// Verification compares what a log says exactly: a key given twice is refused at every depth, a
/// number is its exact value, a string its bytes.
@Suite struct LogExactVerifyTests {
    private func recordedLines() throws -> [String] {
        let file = TemporaryFile()
        _ = try recordTallySession(to: file.url)
        return file.text.split(separator: "\n").map(String.init)
    }

    private func verify(_ lines: [String]) -> Verification {
        Replay<LogTally>.verify(logData: Data((lines.joined(separator: "\n") + "\n").utf8), input: sessionToken)
    }

    /// The line holding `text`, with `text` replaced by `edited`.
    private func edited(_ text: String, to edited: String) throws -> (lines: [String], line: Int) {
        var lines = try recordedLines()
        let index = try #require(lines.firstIndex { $0.contains(text) }, "no line holds \(text)")
        lines[index] = lines[index].replacingOccurrences(of: text, with: edited)
        return (lines, index + 1)
    }

    @Test(arguments: [
        // In a message's fields (the decoder kept the first), in a command, and at the top level.
        (#"{"quotaResponded":{"_0":"42 left"}}"#, #"{"quotaResponded":{"_0":"42 left","_0":"0 left"}}"#, "_0"),
        (#""id":"quota""#, #""id":"quota","id":"other""#, "id"),
        (#""maxBodyBytes":4194304"#, #""maxBodyBytes":4194304,"maxBodyBytes":1"#, "maxBodyBytes"),
        (#""frame":"#, #""note":1,"note":2,"frame":"#, "note"),
        (#"{"quotaResponded":{"_0":"42 left"}}"#, #"{"quotaResponded":{"_0":"42 left","\u005f0":"0 left"}}"#, "_0"),
    ])
    func givenAKeyGivenTwiceAtAnyDepth_whenVerified_thenRefusedNamingTheLineAndKey(text: String, edit: String, key: String) throws {
        let (lines, line) = try edited(text, to: edit)

        let verification = verify(lines)

        guard case .unreadable(.badLine(line, let reason)) = verification else {
            Issue.record("expected line \(line) refused, got \(verification)")
            return
        }
        #expect(reason.contains(#"duplicate key "\#(key)""#), "\(reason)")
    }

    @Test func givenACommandNumberEditedBelowWhatADoubleCanTellApart_whenVerified_thenDiverges() throws {
        let (lines, line) = try edited(#""maxBodyBytes":4194304"#, to: #""maxBodyBytes":4194304.0000000001"#)

        let verification = verify(lines)

        guard case .diverged(let divergence) = verification else {
            Issue.record("expected a divergence, got \(verification)")
            return
        }
        #expect(divergence.step == line - 1)
    }

    @Test func givenACommandNumberSpelledOtherwise_whenVerified_thenStillIdentical() throws {
        let (lines, _) = try edited(#""maxBodyBytes":4194304"#, to: #""maxBodyBytes":4.194304000e6"#)

        #expect(verify(lines) == .identical(steps: 7, warnings: []))
    }

    @Test(arguments: [
        ("4194304", "4194304.0000000001", false), ("1", "1.0", true), ("100", "1e2", true), ("-0", "0", true),
        ("0.1", "0.10000000000000001", false), ("12345678901234567890", "12345678901234567891", false),
        ("1e999999999999", "1e999999999999", true), ("1e999999999999", "1e999999999998", false), ("-1", "1", false),
        ("25e-1", "2.5", true),
    ])
    func givenTwoNumbers_whenCompared_thenSameOnlyForTheSameExactValue(a: String, b: String, same: Bool) {
        #expect(JSONValue.number(a).isSame(as: .number(b)) == same)
        #expect(JSONValue.number(b).isSame(as: .number(a)) == same)
    }

    @Test func givenCanonicallyEquivalentStringsOfOtherBytes_whenCompared_thenDifferent() {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        #expect(composed == decomposed, "Swift's == takes them for one string")

        #expect(!JSONValue.string(composed).isSame(as: .string(decomposed)))
        #expect(!JSONValue.object([composed: 1]).isSame(as: .object([decomposed: 1])))
        #expect(!Divergence.sameJSON(#"["\#(composed)"]"#, #"["\#(decomposed)"]"#))
        #expect(Divergence.sameJSON(#"["\#(composed)"]"#, #"["caf\u00e9"]"#))
    }

    @Test func givenCanonicallyEquivalentKeysInOneObject_whenReadEitherWay_thenRefusedAsADuplicate() {
        let text = "{\"msg\":{\"caf\u{E9}\":1,\"cafe\u{301}\":2}}"

        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Array(text.utf8)) }
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parseMembers(Array(text.utf8), skip: { _ in true }) }
    }

    @Test func givenAnObjectOfManyKeys_whenSkipped_thenADuplicateFarInIsStillFound() throws {
        let keys = (0..<5_000).map { #""k\#($0)":0"# }
        let unique = "{\"msg\":{" + keys.joined(separator: ",") + "}}"
        let doubled = "{\"msg\":{" + keys.joined(separator: ",") + #","k4321":1}}"#

        #expect(try JSONParser.parseMembers(Array(unique.utf8), skip: { _ in true }).count == 1)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parseMembers(Array(doubled.utf8), skip: { _ in true }) }
    }
}
