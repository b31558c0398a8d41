import Counter
import Reel
import ReelTesting
import Testing

@Suite struct CounterTests {
    @Test func aChangeIsSavedAfterTheDebounce() {
        let save = Effect<Counter.Msg>.after(.milliseconds(300), send: .saveTimerFired, id: "save")
        let t = SceneTester<Counter>(input: ())
        t.send(.incrementTapped, { $0.count = 1 }, commands: save)
        t.send(.incrementTapped, { $0.count = 2 }, commands: save)
        t.advance(by: .milliseconds(300))
        t.receive(.saveTimerFired) { $0.saved = 2 }
        #expect(Counter.frame(of: t.model, size: FrameSize(width: 20, height: 4)).text.contains("saved 2"))
    }
}
