import Reel

/// The README's Counter: a count you increment and decrement, saved 300 ms after the last change.
///
/// "Save" is debounced with a timer that carries an id: each change restarts the timer, so a burst
/// of changes saves once (latest wins). Rung 01 runs it (main.swift, beside this file); the tests,
/// the shell's tests and the bench use it too: the one Counter.
public enum Counter: Scene {
    /// The count, and the count as of the last save, if any.
    public struct Model: Equatable, Sendable {
        public var count = 0
        public var saved: Int?
    }

    /// What can happen to a counter: two taps, and the debounce timer firing.
    public enum Msg: Equatable, Sendable, Codable { case incrementTapped, decrementTapped, saveTimerFired }

    public static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .incrementTapped:
            model.count += 1
            return .after(.milliseconds(300), send: .saveTimerFired, id: "save")   // debounced: latest wins
        case .decrementTapped:
            model.count -= 1
            return .after(.milliseconds(300), send: .saveTimerFired, id: "save")
        case .saveTimerFired:
            model.saved = model.count
            return .none
        }
    }

    public static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("Counter", x: 0, y: 0)
        frame.draw("Count: \(model.count)", x: 2, y: 2)
        let status = switch model.saved {
        case nil: "not saved yet"
        case model.count?: "saved"
        case let saved?: "saving… (last saved \(saved))"
        }
        frame.draw(status, x: 2, y: 4)
    }
}
