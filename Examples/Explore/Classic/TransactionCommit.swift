// The transaction commit protocol, restated from Lamport's TLA+ specification TCommit.tla
// (tlaplus/Examples, specifications/transaction_commit): resource managers only, deciding together.
import Reel
import ReelLog
import ReelTesting

/// The TLA+ TCommit model as a scene: each resource manager prepares, then all commit if all are
/// prepared, or one aborts while none has committed. Published: 34 distinct states with 3 resource
/// managers, at depth 7 (TLC, the model's entry in tlaplus/Examples' manifest.json).
public enum TransactionCommit: LoggableScene {
    /// `rmState`, one entry per resource manager.
    public struct Model: Equatable, Sendable, Fingerprinted {
        public var states: [TwoPhaseCommit.RMState]

        public func fingerprint(into hasher: inout FingerprintHasher) {
            hasher.combine(states.count)
            for state in states { hasher.combine(Int(state.rawValue)) }
        }
    }

    /// `Prepare(rm)` and the two ways of `Decide(rm)`.
    public enum Msg: Equatable, Sendable, Codable {
        case prepare(Int), commit(Int), abort(Int)
    }

    public static let messageSamples: [Msg] = [.prepare(0), .commit(0), .abort(0)]

    /// `TCInit`, with `managers` resource managers.
    public static func start(_ managers: Int) -> (Model, Effect<Msg>) { (Model(states: Array(repeating: .working, count: managers)), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        guard isEnabled(msg, in: model) else { return .none }
        switch msg {
        case .prepare(let rm): model.states[rm] = .prepared
        case .commit(let rm): model.states[rm] = .committed
        case .abort(let rm): model.states[rm] = .aborted
        }
        return .none
    }

    /// Whether the specification enables `msg`: `canCommit` for a commit, `notCommitted` for an abort.
    public static func isEnabled(_ msg: Msg, in model: Model) -> Bool {
        switch msg {
        case .prepare(let rm): model.states[rm] == .working
        case .commit(let rm): model.states[rm] == .prepared && model.states.allSatisfy { $0 == .prepared || $0 == .committed }
        case .abort(let rm): [.working, .prepared].contains(model.states[rm]) && !model.states.contains(.committed)
        }
    }

    /// The actions enabled in `model`.
    @Sendable
    public static func enabledActions(_ model: Model) -> [Msg] {
        model.states.indices.flatMap { rm in [Msg.prepare(rm), .commit(rm), .abort(rm)] }.filter { isEnabled($0, in: model) }
    }

    public static func render(_ model: Model, into frame: inout Frame) {
        for (rm, state) in model.states.enumerated() { frame.draw(names[Int(state.rawValue)], x: 0, y: rm) }
    }

    private static let names = ["working", "prepared", "committed", "aborted"]

    /// A checker offering each state's enabled actions and checking `TCConsistent`.
    public static func checker(managers: Int) -> ExhaustiveChecker<TransactionCommit> {
        let consistent = Property<TransactionCommit>.model("TCConsistent") { !($0.states.contains(.committed) && $0.states.contains(.aborted)) }
        let explorer = Explorer(
            TransactionCommit.self, input: managers, properties: [consistent], frameSize: FrameSize(width: 16, height: managers))
        return ExhaustiveChecker(explorer, actions: enabledActions)
    }
}
