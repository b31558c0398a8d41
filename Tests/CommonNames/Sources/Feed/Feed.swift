import Reel

/// The latest lines of a feed, newest first, at most five.
public enum Feed: Scene {
    public struct Model: Equatable, Sendable { public var lines: [String] = [] }

    public enum Msg: Equatable, Sendable, Codable { case lineArrived(String) }

    public static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .lineArrived(let line): model.lines = Array(([line] + model.lines).prefix(5))
        }
        return .none
    }

    public static func render(_ model: Model, into frame: inout Frame) {
        for (row, line) in model.lines.enumerated() { frame.draw(line, x: 2, y: 1 + row) }
    }
}
