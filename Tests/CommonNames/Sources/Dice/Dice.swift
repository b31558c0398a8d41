import Reel

/// A die, thrown by the random request so that the scene stays pure.
public enum Dice: Scene {
    public struct Model: Equatable, Sendable { public var face: Int? }

    public enum Msg: Equatable, Sendable, Codable { case rollTapped, rolled(Int) }

    public static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .rollTapped: return .random(in: 1...6) { .rolled($0) }
        case .rolled(let face):
            model.face = face
            return .none
        }
    }

    public static func render(_ model: Model, into frame: inout Frame) {
        frame.draw(model.face.map { "You rolled \($0)" } ?? "Roll the die", x: 2, y: 1)
    }
}
