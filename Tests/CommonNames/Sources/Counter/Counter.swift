import Reel
import ReelLog

/// A counter whose count is saved 300 ms after the last change: a module named like an app's own.
public enum Counter: LoggableScene {
    public struct Model: Equatable, Sendable {
        public var count = 0
        public var saved: Int?
        public init(count: Int = 0, saved: Int? = nil) {
            self.count = count
            self.saved = saved
        }
    }

    public enum Msg: Equatable, Sendable, Codable { case incrementTapped, decrementTapped, saveTimerFired }

    public static let messageSamples: [Msg] = [.incrementTapped, .decrementTapped, .saveTimerFired]

    public static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .incrementTapped: model.count += 1
        case .decrementTapped: model.count -= 1
        case .saveTimerFired:
            model.saved = model.count
            return .none
        }
        return .after(.milliseconds(300), send: .saveTimerFired, id: "save")
    }

    public static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("Count: \(model.count)", x: 2, y: 1)
        if let saved = model.saved { frame.draw("saved \(saved)", x: 2, y: 2) }
    }
}
