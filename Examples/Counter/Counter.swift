import Reel

/// The smallest scene: a count you increment and decrement, saved 300 ms after the last change.
///
/// "Save" is debounced with a timer that carries an id: each change restarts the timer, so a burst
/// of changes saves once (latest wins).
public enum Counter: Scene {
    /// The count and what was last saved.
    public struct Model: Equatable, Sendable {
        /// The current count.
        public var count = 0
        /// The count as of the last save, if any.
        public var saved: Int?

        /// Creates a model.
        public init(count: Int = 0, saved: Int? = nil) {
            self.count = count
            self.saved = saved
        }
    }

    /// What can happen to a counter.
    public enum Msg: Equatable, Sendable, Codable {
        /// The user asked for one more.
        case incrementTapped
        /// The user asked for one less.
        case decrementTapped
        /// The debounce timer fired: save the current count.
        case saveTimerFired
    }

    /// The id of the debounced save timer.
    public static let saveTimer: EffectID = "save"
    /// How long the count must stay still before it is saved.
    public static let saveDelay: Duration = .milliseconds(300)

    public static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .incrementTapped:
            model.count += 1
            return .after(saveDelay, send: .saveTimerFired, id: saveTimer)
        case .decrementTapped:
            model.count -= 1
            return .after(saveDelay, send: .saveTimerFired, id: saveTimer)
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
