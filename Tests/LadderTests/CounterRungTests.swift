import Reel
import ReelTesting
import Testing

@testable import ReelExampleCounter

/// Rung 1's twin: the README's Counter, driven as `reel-ladder-01-counter` drives it.
@Suite("Ladder 01: the README's Counter")
struct CounterRungTests {
    @Test("given three taps, one back 200 ms later, then the count is saved once, 300 ms after the last tap")
    func aBurstOfTapsIsSavedOnce() {
        let clock = VirtualClock()
        let program = Program<Counter>(input: (), services: Services(timers: clock), frameSize: FrameSize(width: 30, height: 5))
        for _ in 1...3 { program.send(.incrementTapped) }
        #expect(program.waitUntilDrained())
        #expect(program.model == Counter.Model(count: 3, saved: nil))
        clock.advance(by: .milliseconds(200))
        program.send(.decrementTapped)
        #expect(program.waitUntilDrained())
        clock.advance(by: .milliseconds(299))
        #expect(program.model.saved == nil)
        clock.advance(by: .milliseconds(1))
        #expect(program.model == Counter.Model(count: 2, saved: 2))
        #expect(program.steps == 5)  // four taps, one save
        #expect(program.frame.trimmedText == "Counter\n\n  Count: 2\n\n  saved")
    }

    @Test("given a tap, then its effect is the save timer, with an id, and its message saves the count")
    func aTapAsksForTheSaveTimer() {
        let t = SceneTester<Counter>(input: ())
        t.send(.incrementTapped, { $0.count = 1 }, commands: .after(.milliseconds(300), send: .saveTimerFired, id: "save"))
        t.send(.incrementTapped, { $0.count = 2 }, commands: .after(.milliseconds(300), send: .saveTimerFired, id: "save"))
        t.advance(by: .milliseconds(300))
        t.receive(.saveTimerFired) { $0.saved = 2 }
    }
}
