import Reel

/// A login form that greets the person who signs in.
public enum Login: Scene {
    public struct Model: Equatable, Sendable {
        public var first = ""
        public var last = ""
        public var greeting: String?
    }

    public enum Msg: Equatable, Sendable, Codable {
        case firstNameChanged(String), lastNameChanged(String), loginTapped
    }

    public static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .firstNameChanged(let name): model.first = name
        case .lastNameChanged(let name): model.last = name
        case .loginTapped: model.greeting = "Hello \(model.first) \(model.last) <3"
        }
        return .none
    }

    public static func render(_ model: Model, into frame: inout Frame) {
        frame.draw(model.greeting ?? "Who are you?", x: 2, y: 1)
    }
}
