import ReelExampleCounter
import Reel
import ReelTesting
import Testing

/// The Counter's screens, compared with `Snapshots/Counter/*.txt`.
@Suite("Counter screens")
struct CounterScreenTests {
    private func frame(_ model: Counter.Model) -> Frame {
        var frame = Frame()
        Counter.render(model, into: &frame)
        return frame
    }

    private func model(after messages: [Counter.Msg]) -> Counter.Model {
        var (model, _) = Counter.start(())
        for msg in messages { _ = Counter.update(&model, msg) }
        return model
    }

    @Test("given a fresh counter, when rendered, then it shows zero, not saved yet")
    func start() {
        assertSnapshot(of: frame(model(after: [])), named: "start", in: "Counter")
    }

    @Test("given two taps before the save timer, when rendered, then it shows the count and that saving is pending")
    func saving() {
        assertSnapshot(of: frame(model(after: [.incrementTapped, .saveTimerFired, .incrementTapped, .incrementTapped])), named: "saving", in: "Counter")
    }

    @Test("given the save timer fired, when rendered, then it shows the count saved")
    func saved() {
        assertSnapshot(of: frame(model(after: [.incrementTapped, .incrementTapped, .saveTimerFired])), named: "saved", in: "Counter")
    }

    @Test("given a count below zero, when rendered, then the minus sign shows")
    func negative() {
        assertSnapshot(of: frame(model(after: [.decrementTapped, .decrementTapped, .decrementTapped])), named: "negative", in: "Counter")
    }

    @Test("given a session of taps and a save, when every step is rendered, then the reel matches step by step")
    func session() {
        let messages: [Counter.Msg] = [.incrementTapped, .incrementTapped, .saveTimerFired, .decrementTapped]
        var (model, _) = Counter.start(())
        var reel = [(header: "0 start", frame: frame(model))]
        for (index, msg) in messages.enumerated() {
            _ = Counter.update(&model, msg)
            reel.append((header: "\(index + 1) \(msg)", frame: frame(model)))
        }
        assertSnapshot(of: reel, named: "session", in: "Counter")
    }
}
