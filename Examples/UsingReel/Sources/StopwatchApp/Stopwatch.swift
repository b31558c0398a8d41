import Foundation
import Reel
import ReelLog

/// A stopwatch: start, stop and reset; while it runs, it ticks every tenth of a second.
public enum Stopwatch: LoggableScene {
    public struct Model: Equatable, Sendable {
        public var running = false
        public var tenths = 0

        public init(running: Bool = false, tenths: Int = 0) {
            self.running = running
            self.tenths = tenths
        }
    }

    public enum Msg: Equatable, Sendable, Codable {
        case startTapped, stopTapped, resetTapped
        case ticked(Date)
    }

    public static let messageSamples: [Msg] = [.startTapped, .stopTapped, .resetTapped, .ticked(Date(timeIntervalSince1970: 0))]

    public static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .startTapped: model.running = true
        case .stopTapped: model.running = false
        case .resetTapped: model = Model()
        case .ticked: model.tenths += 1
        }
        return .none
    }

    public static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        model.running ? .every(.milliseconds(100), id: "tick") { .ticked($0) } : .none
    }

    public static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("Stopwatch", x: 2, y: 1)
        frame.draw("\(model.tenths / 10).\(model.tenths % 10) s", x: 2, y: 3)
        frame.draw(model.running ? "running" : "stopped", x: 12, y: 3)
    }
}
