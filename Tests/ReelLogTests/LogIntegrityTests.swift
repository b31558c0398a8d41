import Foundation
import Reel
import ReelLog
import Testing

/// A log that lies about itself, its frame rows edited behind their hash, is refused naming the line.
@Suite struct LogIntegrityTests {
    /// The lines of a LogTally session recorded with its frames' rows.
    private func recordedLines() throws -> [String] {
        let file = TemporaryFile()
        _ = try recordTallySession(to: file.url, storesFrames: true)
        return file.text.split(separator: "\n").map(String.init)
    }

    private func verify(_ lines: [String]) -> Verification {
        Replay<LogTally>.verify(logData: Data((lines.joined(separator: "\n") + "\n").utf8), input: sessionToken)
    }

    @Test func givenUntouchedLogWithFrames_whenVerified_thenIdentical() throws {
        #expect(verify(try recordedLines()) == .identical(steps: 7, warnings: []))
    }

    @Test func givenAStepsFrameRowsEditedAndItsHashLeftAlone_whenVerified_thenRefusedNamingTheLineAndStep() throws {
        var lines = try recordedLines()
        let hash = try #require(lines[3].firstMatch(of: /"frame":"([0-9a-f]{16})"/)?.1)
        lines[3] = lines[3].replacingOccurrences(of: "Count: 2", with: "Count: 9")

        let verification = verify(lines)

        guard case .unreadable(.badLine(4, let reason)) = verification else {
            Issue.record("expected line 4 refused, got \(verification)")
            return
        }
        #expect(reason.hasPrefix("step 3's stored frame rows hash to "))
        #expect(reason.hasSuffix(", not to its recorded frame \(hash): the rows or the hash were edited"))
    }

    @Test func givenAStepStoringMoreRowsThanTheHeadersFrameHeight_whenVerified_thenRefused() throws {
        var lines = try recordedLines()
        lines[2] = lines[2].replacingOccurrences(of: #""lines":["#, with: #""lines":["extra","#)

        #expect(verify(lines) == .unreadable(.badLine(3, "step 2 stores 25 frame rows; the header's frame size has 24")))
    }

    @Test func givenAHeaderWhoseSchemaIsNotHex_whenOpened_thenRefusedOnLineOne() throws {
        var lines = try recordedLines()
        lines[0] = lines[0].replacingOccurrences(of: LogTally.schemaFingerprint, with: "not-a-fingerprint")

        #expect(verify(lines) == .unreadable(.badLine(1, #""schema" is not 16 lowercase hex digits"#)))
    }
}
