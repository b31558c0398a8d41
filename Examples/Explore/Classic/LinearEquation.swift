// Stateright's own test model LinearEquation (src/test_util.rs), restated as a scene: two bytes
// that wrap as they are increased.
import Reel
import ReelLog
import ReelTesting

/// Stateright's LinearEquation model as a scene: `x` and `y` are bytes, each action increases one
/// of them (wrapping at 256), and a property asks that `a·x + b·y ≠ c` (mod 256). Published: with
/// 2x + 4y = 7, which has no solution, all 256 × 256 = 65,536 states (Stateright,
/// src/checker/bfs.rs, `can_complete_by_enumerating_all_states`); with 2x + 10y = 14, a shortest
/// solution is three actions (`IncreaseX`, `IncreaseX`, `IncreaseY`, the same test file).
public enum LinearEquation: LoggableScene {
    public struct Model: Equatable, Sendable, Fingerprinted {
        public var x: UInt8 = 0, y: UInt8 = 0

        public func fingerprint(into hasher: inout FingerprintHasher) { hasher.combine(UInt64(x) << 8 | UInt64(y)) }
    }

    public enum Msg: Equatable, Sendable, Codable {
        case increaseX, increaseY
    }

    /// The equation's coefficients and right side.
    public struct Input: Sendable {
        public var a: UInt8, b: UInt8, c: UInt8

        public init(a: UInt8, b: UInt8, c: UInt8) { (self.a, self.b, self.c) = (a, b, c) }
    }

    public static let messageSamples: [Msg] = [.increaseX, .increaseY]

    public static func start(_ input: Input) -> (Model, Effect<Msg>) { (Model(), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .increaseX: model.x &+= 1
        case .increaseY: model.y &+= 1
        }
        return .none
    }

    public static func render(_ model: Model, into frame: inout Frame) { frame.draw("x \(model.x) y \(model.y)", x: 0, y: 0) }

    /// A checker of `a·x + b·y = c` offering both actions at every state, with the property that
    /// the equation has no solution among the states reached.
    public static func checker(_ input: Input) -> ExhaustiveChecker<LinearEquation> {
        let unsolved = Property<LinearEquation>.model("no solution") { input.a &* $0.x &+ input.b &* $0.y != input.c }
        let explorer = Explorer(LinearEquation.self, input: input, properties: [unsolved], frameSize: FrameSize(width: 16, height: 1))
        return ExhaustiveChecker(explorer, actions: { _ in [.increaseX, .increaseY] })
    }
}
