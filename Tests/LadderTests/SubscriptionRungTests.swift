import Reel
import ReelTesting
import Testing

@testable import reel_ladder_03_subscription

/// Rung 3's twin: the tea timer, its ticks started and stopped by its model.
@Suite("Ladder 03: a subscription")
struct SubscriptionRungTests {
    @Test("given the rung's script, then ticks come only while running, and reaching zero stops them")
    func ticksFollowTheModel() {
        let clock = VirtualClock()
        let program = Program<TeaTimer>(input: (), services: Services(timers: clock))
        program.send(.startTapped)
        #expect(program.waitUntilDrained())
        #expect(program.subscriptions.map(\.id) == ["tick"])
        clock.advance(by: .seconds(1))
        #expect(program.model == TeaTimer.Model(remaining: 2, running: true))
        program.send(.pauseTapped)
        #expect(program.waitUntilDrained())
        #expect(program.subscriptions.isEmpty)
        clock.advance(by: .seconds(5))
        #expect(program.model.remaining == 2)
        program.send(.startTapped)
        #expect(program.waitUntilDrained())
        clock.advance(by: .seconds(10))
        #expect(program.model == TeaTimer.Model(remaining: 0, running: false))
        #expect(program.subscriptions.isEmpty)
        #expect(program.steps == 6)  // start, tick, pause, start, tick, tick: none after zero
    }

    @Test("given a running timer at 1 s, then its last tick stops the subscription")
    func theLastTickStopsTheSubscription() {
        let tick = Subscriptions<TeaTimer.Msg>.every(.seconds(1), id: "tick") { _ in .secondElapsed }
        let t = SceneTester<TeaTimer>(model: TeaTimer.Model(remaining: 1, running: true), subscriptions: tick)
        t.advance(by: .seconds(1))
        t.receive(.secondElapsed, { $0.remaining = 0; $0.running = false }, subscriptions: SubscriptionChanges(stopped: ["tick"]))
        #expect(t.runningSubscriptions.isEmpty)
    }
}
