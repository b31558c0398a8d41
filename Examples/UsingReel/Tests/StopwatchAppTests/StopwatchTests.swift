import Foundation
import Reel
import ReelLog
import ReelTesting
import StopwatchApp
import Testing

@Suite struct StopwatchTests {
    @Test func ticksOnlyWhileRunning() {
        let tick = Subscription<Stopwatch.Msg>.every(.milliseconds(100), id: "tick") { .ticked($0) }
        let t = SceneTester<Stopwatch>(input: ())
        t.send(.startTapped, { $0.running = true }, subscriptions: SubscriptionChanges(started: [tick]))
        t.advance(by: .milliseconds(200))
        t.receive(.ticked(t.clock.epoch.addingTimeInterval(0.1))) { $0.tenths = 1 }
        t.receive(.ticked(t.clock.epoch.addingTimeInterval(0.2))) { $0.tenths = 2 }
        t.send(.stopTapped, { $0.running = false }, subscriptions: SubscriptionChanges(stopped: ["tick"]))
    }

    @Test func runningWatchFrame() {
        let frame = Stopwatch.frame(of: Stopwatch.Model(running: true, tenths: 42), size: FrameSize(width: 30, height: 5))
        assertSnapshot(of: frame, named: "running")
    }

    @Test func recordedSessionReplays() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stopwatch-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let clock = VirtualClock()
        let recorder = try LogRecorder<Stopwatch>(to: url, frameSize: .standard)
        let program = Program<Stopwatch>(input: (), services: Services(timers: clock), observer: recorder.record)
        program.send(.startTapped)
        #expect(program.waitUntilIdle())   // the tick runs from here on
        clock.advance(by: .seconds(1))
        program.send(.stopTapped)
        #expect(program.settle(advancing: clock))
        recorder.close()
        #expect(program.model.tenths == 10)
        assertReplayVerifies(log: url, scene: Stopwatch.self)
    }
}
