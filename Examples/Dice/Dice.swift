import ReelExampleSupport
import Reel

/// Dice: roll two dice. The faces come from the built-in random request, so the scene stays pure
/// and a seeded run (a test, a piped script, a replay) throws the same numbers every time.
public enum Dice: AppScreen {
    /// The dice on the table.
    public struct Model: Hashable, Sendable {
        /// Each die's face; nil while it is in the air.
        public var faces: [Int?]
        /// The totals of the throws so far, latest first (the last ten).
        public var totals: [Int]

        /// Creates a model.
        public init(faces: [Int?] = [nil, nil], totals: [Int] = []) {
            self.faces = faces
            self.totals = totals
        }
    }

    /// What happens to the dice.
    public enum Msg: Hashable, Sendable, Codable {
        /// The user threw the dice.
        case rollTapped
        /// A die landed on a face.
        case landed(die: Int, face: Int)
        /// The user asked to go back.
        case backTapped
    }

    public static let name = "dice"

    public static func title(of model: Model) -> String { "Dice" }

    /// `dice`.
    public static func input(for route: AppRoute, in context: AppContext) -> Result<Void, RouteRefusal>? {
        route.segments == ["dice"] ? .success(()) : nil
    }

    public static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .rollTapped:
            model.faces = model.faces.map { _ in nil }
            return .batch(model.faces.indices.map { die in .random(in: 1...6, id: EffectID("die-\(die)")) { .landed(die: die, face: $0) } })
        case .landed(let die, let face):
            guard model.faces.indices.contains(die) else { return .none }
            model.faces[die] = face
            let landed = model.faces.compactMap { $0 }
            if landed.count == model.faces.count { model.totals = Array(([landed.reduce(0, +)] + model.totals).prefix(10)) }
            return .none
        case .backTapped:
            return .navigate(.pop)
        }
    }

    public static func render(_ model: Model, hint: String, into frame: inout Frame) {
        let body = frame.sceneBody
        frame.draw(model.faces.map { $0.map { "[\($0)]" } ?? "[ ]" }.joined(separator: " "), x: body.x, y: body.y)
        if !model.totals.isEmpty {
            frame.draw("Totals: " + model.totals.map(String.init).joined(separator: " "), x: body.x, y: body.y + 2, width: body.width)
        }
        frame.drawSceneStatus(model.totals.first.map { "Threw \($0)" } ?? "Ready", hint: hint)
    }

    /// Every dice message.
    public static let messageSamples: [Msg] = [.rollTapped, .landed(die: 0, face: 1), .backTapped]
}
