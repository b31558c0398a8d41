import Foundation
import Reel

/// A stopwatch that ticks every tenth of a second while it runs.
public enum Stopwatch: Scene {
    public struct Model: Equatable, Sendable {
        public var running = false
        public var tenths = 0
    }

    public enum Msg: Equatable, Sendable, Codable { case startTapped, stopTapped, ticked(Date) }

    public static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .startTapped: model.running = true
        case .stopTapped: model.running = false
        case .ticked: model.tenths += 1
        }
        return .none
    }

    public static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        model.running ? .every(.milliseconds(100), id: "tick") { .ticked($0) } : .none
    }

    public static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("\(model.tenths / 10).\(model.tenths % 10) s", x: 2, y: 1)
    }
}
