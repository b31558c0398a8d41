import Foundation
@testable import Reel
@testable import ReelLog
import Testing

@Suite struct LogFormatTests {
    @Test func givenReferenceInputs_whenHashedWithFNV1a_thenPublishedValues() {
        #expect(FNV1a.hex(FNV1a.hash("")) == "cbf29ce484222325")
        #expect(FNV1a.hex(FNV1a.hash("a")) == "af63dc4c8601ec8c")
        #expect(FNV1a.hex(FNV1a.hash("foobar")) == "85944171f73967e8")
    }

    @Test func givenFrame_whenHashed_thenSameAsHashOfItsTrimmedTextAndOfItsLines() {
        var frame = Frame(size: FrameSize(width: 12, height: 3))
        frame.draw("Count: 1", x: 2, y: 1)

        #expect(frame.trimmedText == "\n  Count: 1\n")
        #expect(FrameHash(frame).value == FNV1a.hash(frame.trimmedText))
        var other = frame
        other.draw("!", x: 11, y: 2)
        #expect(FrameHash(other) != FrameHash(frame), "a change in the last column changes the hash")
        #expect(FrameHash(lines: frame.lines) == FrameHash(frame))
        #expect(FrameHash(frame).hex.count == 16)
        #expect(FrameHash(hex: FrameHash(frame).hex) == FrameHash(frame))
    }

    @Test func givenWideCharactersClustersAndAccents_whenHashed_thenSameAsHashOfItsTrimmedText() {
        var frame = Frame(size: FrameSize(width: 10, height: 3))
        frame.draw("日本 e\u{301}", x: 1, y: 0)
        frame.draw("🇫🇷 ñ", x: 0, y: 2)

        #expect(frame.trimmedText == " 日本 e\u{301}\n\n🇫🇷 ñ")
        #expect(FrameHash(frame).value == FNV1a.hash(Array(frame.trimmedText.utf8)))
        #expect(FrameHash(lines: frame.lines) == FrameHash(frame))
    }

    @Test func givenNotSixteenLowercaseHexDigits_whenReadAsFrameHash_thenNil() {
        #expect(FrameHash(hex: "0123456789ABCDEF") == nil)
        #expect(FrameHash(hex: "0123456789abcde") == nil)
        #expect(FrameHash(hex: "+123456789abcdef") == nil)
    }

    private enum SearchV1: Codable, Equatable { case queryChanged(String), cleared }
    private enum SearchV2: Codable, Equatable { case queryChanged(Int), cleared }
    private enum SearchV3: Codable, Equatable { case queryChanged(String), cleared, retried }

    @Test func givenSameShapesWithOtherValuesOrOrder_whenFingerprinted_thenSameFingerprint() {
        #expect(SchemaFingerprint.of([SearchV1.queryChanged("a"), .cleared])
            == SchemaFingerprint.of([SearchV1.cleared, .queryChanged("something else"), .queryChanged("b")]))
    }

    @Test func givenFieldChangingType_whenFingerprinted_thenFingerprintChanges() {
        #expect(SchemaFingerprint.of([SearchV1.queryChanged("a"), .cleared])
            != SchemaFingerprint.of([SearchV2.queryChanged(1), .cleared]))
    }

    @Test func givenNewCase_whenFingerprinted_thenFingerprintChanges() {
        #expect(SchemaFingerprint.of([SearchV1.queryChanged("a"), .cleared])
            != SchemaFingerprint.of([SearchV3.queryChanged("a"), .cleared, .retried]))
    }

    @Test func givenTallyScene_whenFingerprinted_thenSixteenHexDigitsStableAcrossCalls() {
        #expect(LogTally.schemaFingerprint == SchemaFingerprint.of(LogTally.messageSamples))
        #expect(FrameHash(hex: LogTally.schemaFingerprint) != nil)
    }

    @Test func givenRecordedLog_whenInspected_thenHeaderThenOneSortedKeyLinePerStep() throws {
        let file = TemporaryFile()
        _ = try recordTallySession(to: file.url)
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)

        #expect(lines.count == 9)
        #expect(lines.last == "")
        let cases = LogTally.schemaCases
        #expect(cases.keys.sorted() == ["decrementTapped", "incrementTapped", "quotaRequested", "quotaResponded", "saveTimerFired"])
        let listed = cases.keys.sorted().map { #""\#($0)":"\#(cases[$0] ?? "")""# }.joined(separator: ",")
        #expect(lines[0] == #"{"app":"LogTally","cases":{"# + listed + #"},"format":"reel-log","frameSize":{"height":24,"width":80},"#
            + #""recordedAt":"2025-06-15T15:06:40Z","schema":"\#(LogTally.schemaFingerprint)","version":1}"#)
        #expect(lines[3].hasPrefix(#"{"commands":[],"frame":""#))
        #expect(lines[3].hasSuffix(#"","index":3,"msg":{"saveTimerFired":{}}}"#))
    }

    @Test func givenSameSessionRecordedTwice_whenCompared_thenByteForByteEqual() throws {
        let first = TemporaryFile()
        let second = TemporaryFile()
        _ = try recordTallySession(to: first.url)
        _ = try recordTallySession(to: second.url)

        #expect(first.data == second.data)
    }
}
