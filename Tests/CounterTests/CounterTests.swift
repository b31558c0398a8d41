import Reel
import ReelTesting
import Testing

@testable import ReelExampleCounter

@Suite("Counter")
struct CounterTests {
    private let save: Effect<Counter.Msg> = .after(.milliseconds(300), send: .saveTimerFired, id: "save")

    @Test("given a count, when incremented and decremented, then it changes and a save is scheduled each time")
    func incrementAndDecrement() {
        let t = SceneTester<Counter>(input: ())
        t.send(.incrementTapped, { $0.count = 1 }, commands: save)
        t.send(.incrementTapped, { $0.count = 2 }, commands: save)
        t.send(.decrementTapped, { $0.count = 1 }, commands: save)
        t.advance(by: .milliseconds(300))
        t.receive(.saveTimerFired) { $0.saved = 1 }
    }

    @Test("given quick changes, when they come less than 300 ms apart, then one save happens 300 ms after the last")
    func saveIsDebounced() {
        let t = SceneTester<Counter>(input: ())
        t.send(.incrementTapped, { $0.count = 1 }, commands: save)
        t.advance(by: .milliseconds(299))
        t.send(.incrementTapped, { $0.count = 2 }, commands: save)
        t.advance(by: .milliseconds(299))
        t.send(.incrementTapped, { $0.count = 3 }, commands: save)
        t.advance(by: .milliseconds(299))
        t.advance(by: .milliseconds(1))
        t.receive(.saveTimerFired) { $0.saved = 3 }
        #expect(t.clock.now == .milliseconds(898))
    }

    @Test("given a real program and a virtual clock, when three quick taps settle, then it saves once")
    func programSavesOnce() {
        let clock = VirtualClock()
        let program = Program<Counter>(input: (), services: Services(timers: clock))
        for _ in 0..<3 { program.send(.incrementTapped) }
        #expect(program.waitUntilDrained())
        #expect(program.inFlight == 1)
        clock.advance(by: .milliseconds(300))
        #expect(program.waitUntilIdle())
        #expect(program.model == Counter.Model(count: 3, saved: 3))
        #expect(program.steps == 4)
    }
}
