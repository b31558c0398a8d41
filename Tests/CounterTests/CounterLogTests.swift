import Foundation
import Reel
import ReelLog
import ReelTesting
import Testing

@testable import ReelExampleCounter

/// The committed Counter session: a regression test that today's Counter still replays it exactly.
private let committedLog = URL(fileURLWithPath: "\(#filePath)")
    .deletingLastPathComponent().appendingPathComponent("Logs/counter-session.jsonl")

/// Records the committed session through a real program: three increments saved by the debounce
/// timer, then a decrement and an increment 100 ms apart, saved once 300 ms after the last.
private func recordCounterSession(to url: URL) throws {
    let clock = VirtualClock()
    let program = Program<Counter>(input: (), services: Services(timers: clock))
    let recorder = try LogRecorder(
        program: program, to: url, recordedAt: Date(timeIntervalSince1970: 1_750_000_000), storesFrames: true)
    for msg: Counter.Msg in [.incrementTapped, .incrementTapped, .incrementTapped] { program.send(msg) }
    program.expectDrained()
    clock.advance(by: .milliseconds(300))
    program.expectSettled()
    program.send(.decrementTapped)
    program.expectDrained()
    clock.advance(by: .milliseconds(100))
    program.send(.incrementTapped)
    program.expectDrained()
    clock.advance(by: .milliseconds(300))
    program.expectSettled()
    recorder.close()
    if let failure = recorder.failure { throw failure }
}

/// Counter with a bug: it counts by two.
private enum CounterCountingByTwo: LoggableScene {
    typealias Model = Counter.Model
    typealias Msg = Counter.Msg
    static let appName = Counter.appName
    static var messageSamples: [Msg] { Counter.messageSamples }
    static func start(_ input: Void) -> (Model, Effect<Msg>) { Counter.start(input) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        let effect = Counter.update(&model, msg)
        if msg == .incrementTapped { model.count += 1 }
        return effect
    }
    static func render(_ model: Model, into frame: inout Frame) { Counter.render(model, into: &frame) }
}

@Suite struct CounterLogTests {
    @Test func givenCommittedCounterSession_whenReplayedWithTodaysCounter_thenVerifies() {
        assertReplayVerifies(log: committedLog, scene: Counter.self)
    }

    @Test func givenCounterSessionRecordedBeforeHeadersListedCases_whenReplayedWithTodaysCounter_thenVerifies() throws {
        let old = committedLog.deletingLastPathComponent().appendingPathComponent("History/counter-before-cases.jsonl")

        #expect(try LogReader<Counter>(contentsOf: old).header.cases == nil)
        assertReplayVerifies(log: old, scene: Counter.self)
    }

    @Test func givenCounterSamples_whenCheckedAgainstItsMessages_thenEveryCaseIsSampled() {
        assertSamplesCoverEveryCase(of: Counter.self)
    }

    @Test func givenCommittedSession_whenRecordedAgain_thenSameSteps() throws {
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("counter-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: fresh) }
        try recordCounterSession(to: fresh)

        assertRecordedLog(fresh, matches: committedLog)
    }

    @Test func givenCommittedSession_whenRead_thenHoldsTheTimerResultsBetweenTaps() throws {
        let reader = try LogReader<Counter>(contentsOf: committedLog)
        var messages: [Counter.Msg] = []
        while let step = try reader.next() { messages.append(step.msg) }

        #expect(messages == [
            .incrementTapped, .incrementTapped, .incrementTapped, .saveTimerFired, .decrementTapped, .incrementTapped,
            .saveTimerFired,
        ])
    }

    @Test func givenCounterCountingByTwo_whenCommittedSessionVerified_thenFirstStepDivergesWithFrameDiff() {
        let verification = Replay<CounterCountingByTwo>.verify(logAt: committedLog)
        let failures = FailureLog()

        assertReplayVerifies(log: committedLog, scene: CounterCountingByTwo.self, reporter: failures.reporter)

        guard case .diverged(let divergence) = verification else {
            Issue.record("expected a divergence, got \(verification)")
            return
        }
        #expect(divergence.step == 1)
        #expect(divergence.message == #"{"incrementTapped":{}}"#)
        #expect(divergence.frameDiff?.lines.contains(.removed("  Count: 1", expected: 3)) == true)
        #expect(divergence.frameDiff?.lines.contains(.added("  Count: 2", actual: 3)) == true)
        #expect(failures.failures.count == 1)
        #expect(failures.failures.first?.contains("diverged at step 1") == true)
    }

    @Test func givenCommittedSession_whenTravellingToTheFifthStep_thenCountTwoWithSaveOfThreePending() throws {
        let replay = try Replay<Counter>.travel(to: 5, inLogAt: committedLog)

        #expect(replay.model == Counter.Model(count: 2, saved: 3))
        #expect(replay.frame.lines[4].hasPrefix("  saving… (last saved 3)"))
    }

    @Test func givenCommittedSession_whenReplayedForAReel_thenStartPlusOneFramePerStepWithHeaders() throws {
        let steps = try ReplayedStep.replay(logAt: committedLog, scene: Counter.self)

        #expect(steps.map(\.header).first == "start")
        #expect(steps.map(\.header).last == #"step 7 · {"saveTimerFired":{}}"#)
        #expect(steps.count == 8)
        #expect(steps.last?.frame.lines[2].hasPrefix("  Count: 3") == true)
        #expect(steps.last?.frame.lines[4].hasPrefix("  saved") == true)
    }
}
