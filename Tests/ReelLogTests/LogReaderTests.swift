import Foundation
import Reel
import ReelLog
import Testing

/// The reader's answers to damaged and foreign logs, built from a real recording.
@Suite struct LogReaderTests {
    /// The lines of a recorded LogTally session: the header and 7 steps.
    private func recordedLines() throws -> [String] {
        let file = TemporaryFile()
        _ = try recordTallySession(to: file.url)
        return file.text.split(separator: "\n").map(String.init)
    }

    private func verify(_ text: String) -> Verification {
        Replay<LogTally>.verify(logData: Data(text.utf8), input: sessionToken)
    }

    @Test func givenLastLineTornMidWrite_whenVerified_thenWarnsAndVerifiesTheWholeLines() throws {
        let lines = try recordedLines()
        let torn = lines.dropLast().joined(separator: "\n") + "\n" + lines.last!.prefix(30)

        let verification = verify(torn)

        #expect(verification == .identical(steps: 6, warnings: [
            "line 8: torn last line (no newline, unterminated string at byte 31), skipped",
        ]))
    }

    @Test func givenLastLineCompleteButWithoutNewline_whenVerified_thenAllStepsCount() throws {
        let lines = try recordedLines()

        #expect(verify(lines.joined(separator: "\n")) == .identical(steps: 7, warnings: []))
    }

    @Test func givenGarbageLineInTheMiddle_whenVerified_thenRefusedNamingTheLine() throws {
        var lines = try recordedLines()
        lines[3] = "garbage"

        #expect(verify(lines.joined(separator: "\n") + "\n")
            == .unreadable(.badLine(4, "not a JSON object: expected an object at byte 1")))
    }

    @Test func givenTornLineInTheMiddle_whenVerified_thenRefusedNotSkipped() throws {
        var lines = try recordedLines()
        lines[3] = String(lines[3].prefix(20))

        #expect(verify(lines.joined(separator: "\n") + "\n")
            == .unreadable(.badLine(4, "not a JSON object: unterminated string at byte 21")))
    }

    @Test func givenCommandsWrittenWithOtherKeyOrderAndSpacing_whenVerified_thenStillIdentical() throws {
        var lines = try recordedLines()
        lines[1] = lines[1].replacingOccurrences(
            of: #"{"timer":{"after":300,"id":"save","send":{"saveTimerFired":{}}}}"#,
            with: #"{ "timer": { "send": {"saveTimerFired": {}}, "id": "save", "after": 3.0e2 } }"#)

        #expect(verify(lines.joined(separator: "\n")) == .identical(steps: 7, warnings: []))
    }

    @Test func givenStepWithoutMessage_whenRead_thenMissingFieldRefused() throws {
        var lines = try recordedLines()
        lines[2] = #"{"commands":[],"frame":"0000000000000000","index":2}"#

        #expect(verify(lines.joined(separator: "\n") + "\n") == .unreadable(.badLine(3, #"missing field "msg""#)))
    }

    @Test func givenMessageTodaysSceneDoesNotKnow_whenRead_thenUnknownMessageRefused() throws {
        var lines = try recordedLines()
        lines[1] = lines[1].replacingOccurrences(of: #""msg":{"incrementTapped":{}}"#, with: #""msg":{"resetTapped":{}}"#)

        let verification = verify(lines.joined(separator: "\n") + "\n")

        guard case .unreadable(.badLine(2, let reason)) = verification else {
            Issue.record("expected line 2 refused, got \(verification)")
            return
        }
        #expect(reason.hasPrefix(#"unknown message {"resetTapped":{}}"#))
    }

    @Test func givenStepsOutOfOrder_whenRead_thenRefusedNamingTheExpectedStep() throws {
        var lines = try recordedLines()
        lines.remove(at: 2)

        #expect(verify(lines.joined(separator: "\n") + "\n")
            == .unreadable(.badLine(3, "step 3 where step 2 was expected")))
    }

    @Test func givenBadFrameHash_whenRead_thenRefused() throws {
        var lines = try recordedLines()
        lines[1] = lines[1].replacingOccurrences(of: #""frame":""#, with: #""frame":"zz"#)

        #expect(verify(lines.joined(separator: "\n") + "\n")
            == .unreadable(.badLine(2, #""frame" is not 16 lowercase hex digits"#)))
    }

    @Test func givenHeaderFromAnotherSchemaListingTodaysCases_whenVerified_thenEachStepIsReadByItsCaseAndIdentical() throws {
        var lines = try recordedLines()
        lines[0] = lines[0].replacingOccurrences(of: LogTally.schemaFingerprint, with: "0123456789abcdef")

        #expect(verify(lines.joined(separator: "\n") + "\n") == .identical(steps: 7, warnings: []))
    }

    @Test func givenHeaderFromAnotherFormatVersion_whenOpened_thenRefusedNamingBothVersions() throws {
        var lines = try recordedLines()
        lines[0] = lines[0].replacingOccurrences(of: #""version":1"#, with: #""version":2"#)

        let verification = verify(lines.joined(separator: "\n") + "\n")

        #expect(verification == .unreadable(.versionMismatch(found: 2, expected: 1)))
        #expect(verification.description == "unreadable: the log is in format version 2; this code reads version 1")
    }

    @Test func givenHeaderFromAnotherApp_whenOpened_thenRefusedNamingBothApps() throws {
        var lines = try recordedLines()
        lines[0] = lines[0].replacingOccurrences(of: #""app":"LogTally""#, with: #""app":"Counter""#)

        #expect(verify(lines.joined(separator: "\n")) == .unreadable(.appMismatch(found: "Counter", expected: "LogTally")))
    }

    @Test(arguments: [#""frameSize":{"height":-3,"width":80}"#, #""frameSize":{"height":24,"width":5000000}"#])
    func givenHeaderWithImpossibleFrameSize_whenOpened_thenRefusedBeforeAnyFrameIsDrawn(size: String) throws {
        var lines = try recordedLines()
        lines[0] = lines[0].replacingOccurrences(of: #""frameSize":{"height":24,"width":80}"#, with: size)

        guard case .unreadable(.badLine(1, let reason)) = verify(lines.joined(separator: "\n")) else {
            Issue.record("expected line 1 refused")
            return
        }
        #expect(reason.hasPrefix("frame size "))
        #expect(reason.hasSuffix(" is outside 0...1000 on a side"))
    }

    @Test func givenEmptyFile_whenOpened_thenRefusedAsEmpty() {
        #expect(verify("") == .unreadable(.empty))
        #expect(verify("").description == "unreadable: the log is empty: no header line")
    }

    @Test func givenBinaryGarbage_whenOpened_thenRefusedAsNotALog() {
        let garbage = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF, 0xFE, 0x7B])

        let verification = Replay<LogTally>.verify(logData: garbage, input: sessionToken)

        #expect(verification == .unreadable(.notALog("line 1 is not a JSON object (expected an object at byte 1)")))
    }

    @Test func givenJSONThatIsNotAReelHeader_whenOpened_thenRefusedAsNotALog() {
        #expect(verify(#"{"name":"package.json"}"# + "\n")
            == .unreadable(.notALog(#"line 1 has no "format": "reel-log""#)))
    }

    @Test func givenMissingFile_whenOpened_thenRefusedNamingThePath() {
        let url = URL(fileURLWithPath: "/nonexistent/reel/session.jsonl")

        guard case .unreadable(.io(let path, _)) = Replay<LogTally>.verify(logAt: url, input: sessionToken) else {
            Issue.record("expected an I/O error")
            return
        }
        #expect(path == "/nonexistent/reel/session.jsonl")
    }

    @Test func givenHeaderOnly_whenVerified_thenIdenticalWithNoSteps() throws {
        let lines = try recordedLines()

        #expect(verify(lines[0] + "\n") == .identical(steps: 0, warnings: []))
    }
}
