import Reel

/// A profile whose name is upper-cased, and how many friends it has.
public enum Profile: Scene {
    public struct Model: Equatable, Sendable {
        public var name = "…"
        public var friends = 0
    }

    public enum Msg: Equatable, Sendable, Codable { case loaded(name: String, friends: Int) }

    public static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .loaded(let name, let friends):
            model.name = name.uppercased()
            model.friends = friends
        }
        return .none
    }

    public static func render(_ model: Model, into frame: inout Frame) {
        frame.draw(model.name, x: 2, y: 1)
        frame.draw("This user has \(model.friends) friends", x: 2, y: 2)
    }
}
