import Foundation
import Reel
import ReelTesting
import ReelExampleStopwatch
import Testing

@Suite("Stopwatch scene")
struct StopwatchTests {
    private let tick = Subscription<Stopwatch.Msg>.every(Stopwatch.tick, id: "tick") { .ticked($0) }

    @Test("given a stopped watch, when started, then it ticks every 100 ms, and only while running")
    func ticksOnlyWhileRunning() {
        let t = SceneTester<Stopwatch>(input: ())
        t.send(.startTapped, { $0.running = true }, subscriptions: SubscriptionChanges(started: [tick]))
        t.advance(by: .milliseconds(250))
        t.receive(.ticked(t.clock.epoch.addingTimeInterval(0.1))) { $0.elapsed = .milliseconds(100) }
        t.receive(.ticked(t.clock.epoch.addingTimeInterval(0.2))) { $0.elapsed = .milliseconds(200) }
        t.send(.stopTapped, { $0.running = false }, subscriptions: SubscriptionChanges(stopped: ["tick"]))
        t.advance(by: .seconds(5))
        #expect(t.model.elapsed == .milliseconds(200))
    }

    @Test("given a running watch, when a lap is taken, then it is stamped with the current time and the reading at the tap")
    func lapsAreStamped() {
        let t = SceneTester<Stopwatch>(model: Stopwatch.Model(running: true, elapsed: .seconds(3)), subscriptions: [tick])
        t.send(.lapTapped, commands: .now())
        t.advance(by: .milliseconds(100))
        let stamp = t.clock.epoch
        t.receive(.lapStamped(elapsed: .seconds(3), at: stamp)) {
            $0.laps = [Stopwatch.Lap(number: 1, elapsed: .seconds(3), at: stamp)]
        }
        t.receive(.ticked(t.clock.epoch.addingTimeInterval(0.1))) { $0.elapsed = .milliseconds(3_100) }
        t.send(.resetTapped, { $0 = Stopwatch.Model() }, subscriptions: SubscriptionChanges(stopped: ["tick"]))
    }

    @Test("readings print as minutes, seconds and tenths")
    func readings() {
        #expect(Stopwatch.reading(.zero) == "00:00.0")
        #expect(Stopwatch.reading(.milliseconds(61_300)) == "01:01.3")
        #expect(Stopwatch.reading(.seconds(600)) == "10:00.0")
    }
}
