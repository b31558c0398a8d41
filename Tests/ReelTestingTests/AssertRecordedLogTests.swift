import Foundation
import Reel
import ReelLog
import ReelTesting
import Testing

/// A session recorded again, compared with its committed log under the snapshot record modes.
@Suite struct AssertRecordedLogTests {
    private enum Tapper: LoggableScene {
        typealias Model = Int
        enum Msg: Equatable, Sendable, Codable { case tapped }
        static let messageSamples: [Msg] = [.tapped]
        static func start(_ input: Void) -> (Model, Effect<Msg>) { (0, .none) }
        static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
            model += 1
            return .none
        }
        static func render(_ model: Model, into frame: inout Frame) { frame.draw("taps: \(model)", x: 0, y: 0) }
    }

    /// A folder of its own, removed when the test is done.
    private struct Folder: ~Copyable {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-recorded-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        func file(_ name: String) -> URL { url.appendingPathComponent(name) }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    /// Records `taps` taps to `url`, at the given time.
    private func record(taps: Int, to url: URL, at seconds: Double = 1_750_000_000) throws {
        let recorder = try LogRecorder<Tapper>(
            to: url, frameSize: FrameSize(width: 10, height: 1), recordedAt: Date(timeIntervalSince1970: seconds))
        var replay = Replay<Tapper>(frameSize: FrameSize(width: 10, height: 1))
        for _ in 0..<taps {
            let effect = replay.apply(.tapped)
            recorder.record(index: replay.stepsApplied, msg: .tapped, effect: effect, frame: replay.frame)
        }
        recorder.close()
    }

    private func check(_ fresh: URL, _ committed: URL, _ environment: [String: String]) -> [String] {
        let failures = FailureLog()
        assertRecordedLog(fresh, matches: committed, settings: SnapshotSettings(environment: environment, reporter: failures.reporter))
        return failures.failures
    }

    @Test func givenSameStepsRecordedAtAnotherTime_whenCompared_thenNoFailure() throws {
        let folder = try Folder()
        try record(taps: 2, to: folder.file("committed.jsonl"))
        try record(taps: 2, to: folder.file("fresh.jsonl"), at: 1_800_000_000)

        #expect(check(folder.file("fresh.jsonl"), folder.file("committed.jsonl"), [:]) == [])
    }

    @Test func givenAnotherStep_whenCompared_thenFailsNamingTheLineAndNothingIsWritten() throws {
        let folder = try Folder()
        try record(taps: 2, to: folder.file("committed.jsonl"))
        try record(taps: 3, to: folder.file("fresh.jsonl"))
        let before = try Data(contentsOf: folder.file("committed.jsonl"))

        let failures = check(folder.file("fresh.jsonl"), folder.file("committed.jsonl"), [:])

        #expect(failures.count == 1)
        #expect(failures.first?.contains("\n  line 4: ") == true, "\(failures)")
        #expect(failures.first?.hasSuffix("If the change is intended, record it again: REEL_RECORD_LOGS=failed swift test") == true)
        #expect(try Data(contentsOf: folder.file("committed.jsonl")) == before)
    }

    @Test func givenAnotherStepAndModeFailed_whenCompared_thenTheCommittedLogIsRecordedAgainAndFails() throws {
        let folder = try Folder()
        try record(taps: 2, to: folder.file("committed.jsonl"))
        try record(taps: 3, to: folder.file("fresh.jsonl"))

        let failures = check(folder.file("fresh.jsonl"), folder.file("committed.jsonl"), ["REEL_RECORD_LOGS": "failed"])

        #expect(failures.first?.hasPrefix("Re-recorded log \(folder.file("committed.jsonl").path). What changed:") == true)
        #expect(try Data(contentsOf: folder.file("committed.jsonl")) == Data(contentsOf: folder.file("fresh.jsonl")))
    }

    @Test(arguments: [[:], ["REEL_RECORD_LOGS": "never"], ["CI": "true"]])
    func givenNoCommittedLog_whenCompared_thenWrittenOnlyWhereAllowed(environment: [String: String]) throws {
        let folder = try Folder()
        try record(taps: 1, to: folder.file("fresh.jsonl"))

        let failures = check(folder.file("fresh.jsonl"), folder.file("committed.jsonl"), environment)

        let written = FileManager.default.fileExists(atPath: folder.file("committed.jsonl").path)
        #expect(written == environment.isEmpty)
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix(written ? "Recorded new log " : "No log at ") == true)
    }
}
