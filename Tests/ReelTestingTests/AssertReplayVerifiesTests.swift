import Foundation
import Reel
import ReelLog
@testable import ReelTesting
import Testing

/// A scene started from a name, which its log's header records.
private enum Greeter: LoggableScene {
    typealias Input = String
    typealias Model = String
    enum Msg: Equatable, Sendable, Codable { case waved }
    static let messageSamples: [Msg] = [.waved]

    static func start(_ input: String) -> (Model, Effect<Msg>) { (input, .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        model = "hello \(model)"
        return .none
    }
    static func render(_ model: Model, into frame: inout Frame) { frame.draw(model, x: 0, y: 0) }
}

/// Today's greeter, changed: it shouts, so old logs no longer replay the same frames.
private enum ShoutingGreeter: LoggableScene {
    typealias Input = String
    typealias Model = String
    typealias Msg = Greeter.Msg
    static let appName = "Greeter"
    static let messageSamples = Greeter.messageSamples

    static func start(_ input: String) -> (Model, Effect<Msg>) { Greeter.start(input) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { Greeter.update(&model, msg) }
    static func render(_ model: Model, into frame: inout Frame) { frame.draw(model.uppercased(), x: 0, y: 0) }
}

/// Replay verification of a log whose header records the input it started from.
@Suite struct AssertReplayVerifiesTests {
    private func record(_ input: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("greeter-\(UUID().uuidString).jsonl")
        let program = Program<Greeter>(input: input, services: Services(), frameSize: FrameSize(width: 20, height: 1))
        let recorder = try LogRecorder(program: program, to: url, input: input)
        program.send(.waved)
        program.expectDrained()
        recorder.close()
        return url
    }

    @Test func givenLogWithItsInput_whenVerifiedBySameScene_thenNoFailure() throws {
        let log = try record("Ada")
        defer { try? FileManager.default.removeItem(at: log) }
        let failures = FailureLog()

        assertReplayVerifies(log: log, scene: Greeter.self, reporter: failures.reporter)

        #expect(failures.failures == [])
    }

    @Test func givenLogWithItsInput_whenTodaysSceneRendersOtherwise_thenFailsNamingTheLog() throws {
        let log = try record("Ada")
        defer { try? FileManager.default.removeItem(at: log) }
        let failures = FailureLog()

        assertReplayVerifies(log: log, scene: ShoutingGreeter.self, settings: SnapshotSettings(environment: [:], reporter: failures.reporter))

        let failure = try #require(failures.failures.first)
        #expect(failures.failures.count == 1)
        #expect(failure.hasPrefix("replay of \(log.lastPathComponent) does not verify: diverged at step 1"))
        #expect(failure.contains("- 1   │ ADA\n+   1 │ HELLO ADA\n"), "started from the header's input, the first frame matched")
        #expect(failure.hasSuffix("If the change is intended, upgrade the log and review what changed: REEL_RECORD_LOGS=failed swift test"))
    }

    @Test("given REEL_INSPECTOR_PAGES set to a folder, when a log diverges, then the inspector's page is written there and named; unset or identical, nothing is")
    func pageBesideTheFailure() throws {
        let log = try record("Ada")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pages-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: log)
            try? FileManager.default.removeItem(at: folder)
        }
        let diverged = Replay<ShoutingGreeter>.verify(logAt: log)
        let index = { () throws(LogError) in try LogIndex<ShoutingGreeter>(logAt: log) }

        let note = FailurePage.note(for: diverged, log: log, environment: [FailurePage.variable: folder.path], index: index)
        let unset = FailurePage.note(for: diverged, log: log, environment: [:], index: index)
        let identical = FailurePage.note(
            for: Replay<Greeter>.verify(logAt: log), log: log, environment: [FailurePage.variable: folder.path], index: index)

        let page = folder.appendingPathComponent(log.deletingPathExtension().lastPathComponent + ".inspector.html")
        #expect(note == "\nsee it step by step: \(page.path)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains(#""divergence":{"lines":["diverged at step 1"#))
        #expect(unset == "")
        #expect(identical == "")
    }

    @Test func givenNoLogFile_whenVerified_thenFails() {
        let failures = FailureLog()
        let missing = URL(fileURLWithPath: "/no-such-folder/greeter.jsonl")

        assertReplayVerifies(log: missing, scene: Greeter.self, reporter: failures.reporter)

        #expect(failures.failures.first?.hasPrefix("replay of greeter.jsonl does not verify: ") == true)
        #expect(failures.failures.first?.contains("/no-such-folder/greeter.jsonl") == true)
    }

    @Test(arguments: ["failed", "all"])
    func givenLogTodaysSceneRendersOtherwise_whenVerifiedInARecordingMode_thenUpgradedAndFailsShowingWhatChanged(mode: String) throws {
        let log = try record("Ada")
        defer { try? FileManager.default.removeItem(at: log) }
        let failures = FailureLog()

        assertReplayVerifies(
            log: log, scene: ShoutingGreeter.self,
            settings: SnapshotSettings(environment: ["REEL_RECORD_LOGS": mode], reporter: failures.reporter))

        #expect(failures.failures.count == 1)
        let failure = try #require(failures.failures.first)
        #expect(failure.hasPrefix("Upgraded log \(log.path): 1 steps; 1 changed: 1\n  step 1 changed, message {\"waved\":{}}"))
        #expect(failure.contains("+   1 │ HELLO ADA"))
        #expect(failure.hasSuffix("Review it, commit it and run the tests again."))
        #expect(Replay<ShoutingGreeter>.verify(logAt: log).isIdentical)
    }

    @Test func givenLogThatVerifies_whenVerifiedWithModeAll_thenWrittenAgainAndFails() throws {
        let log = try record("Ada")
        defer { try? FileManager.default.removeItem(at: log) }
        let failures = FailureLog()

        assertReplayVerifies(
            log: log, scene: Greeter.self, settings: SnapshotSettings(environment: ["REEL_RECORD_LOGS": "all"], reporter: failures.reporter))

        #expect(failures.failures.map { $0.hasPrefix("Upgraded log \(log.path): 1 steps; no step changed") } == [true])
    }

    @Test(arguments: [["REEL_RECORD_LOGS": "failed", "CI": "1"], ["REEL_RECORD_LOGS": "never"], ["REEL_RECORD_LOGS": "missing"]])
    func givenLogTodaysSceneRendersOtherwise_whenVerifiedWhereNothingMayBeWritten_thenFailsAndTheLogIsUntouched(
        environment: [String: String]
    ) throws {
        let log = try record("Ada")
        defer { try? FileManager.default.removeItem(at: log) }
        let before = try Data(contentsOf: log)
        let failures = FailureLog()

        assertReplayVerifies(
            log: log, scene: ShoutingGreeter.self, settings: SnapshotSettings(environment: environment, reporter: failures.reporter))

        #expect(failures.failures.count == 1)
        #expect(failures.failures.first?.hasPrefix("replay of \(log.lastPathComponent) does not verify: diverged at step 1") == true)
        #expect(try Data(contentsOf: log) == before)
    }

    @Test func givenRecordModeThatIsNotOne_whenVerified_thenFailsNamingTheModes() throws {
        let log = try record("Ada")
        defer { try? FileManager.default.removeItem(at: log) }
        let failures = FailureLog()

        assertReplayVerifies(
            log: log, scene: Greeter.self, settings: SnapshotSettings(environment: ["REEL_RECORD_LOGS": "1"], reporter: failures.reporter))

        #expect(failures.failures == ["REEL_RECORD_LOGS=1 is not a record mode (use one of: missing, all, failed, never)"])
    }
}
