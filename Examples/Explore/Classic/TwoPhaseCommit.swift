// Two-phase commit, restated from Lamport's TLA+ specification TwoPhase.tla (tlaplus/Examples,
// specifications/transaction_commit), as a scene: a transaction manager and N resource managers
// exchanging messages in a set that only grows. No effects: every action is a message.
import Reel
import ReelLog
import ReelTesting

/// The TLA+ TwoPhase model as a scene: its variables are the model, its actions the messages, and
/// ``enabledActions(_:)`` the actions enabled in a state (the rules the exhaustive checker offers).
///
/// Published distinct-state counts, which the checker must reach exactly: 288 with 3 resource
/// managers (TLC, the model's entry in tlaplus/Examples' manifest.json, depth 11), 8,832 with 5
/// (Stateright, examples/2pc.rs), 296,448 with 7 (TLC).
public enum TwoPhaseCommit: LoggableScene {
    /// A resource manager's state: `rmState[rm]`.
    public enum RMState: UInt8, Sendable {
        case working, prepared, committed, aborted
    }

    /// The transaction manager's state: `tmState`.
    public enum TMState: UInt8, Sendable {
        case initial, committed, aborted
    }

    /// The variables, packed: two bits of `rmStates` per resource manager, and a bit per manager
    /// in `tmPrepared` and in `preparedSent` (the `Prepared` messages in `msgs`).
    public struct Model: Equatable, Sendable, Fingerprinted {
        public let managers: Int
        var rmStates: UInt32 = 0
        public var tmState = TMState.initial
        var tmPrepared: UInt16 = 0
        var preparedSent: UInt16 = 0
        /// Whether `Commit` and `Abort` are in `msgs`.
        public var commitSent = false, abortSent = false

        public init(managers: Int) {
            precondition((1...16).contains(managers), "TwoPhaseCommit: 1 to 16 resource managers")
            self.managers = managers
        }

        /// `rmState[rm]`.
        public func state(of rm: Int) -> RMState { RMState(rawValue: UInt8((rmStates >> (2 * rm)) & 3))! }

        mutating func set(_ rm: Int, _ state: RMState) {
            rmStates = rmStates & ~(3 << (2 * rm)) | UInt32(state.rawValue) << (2 * rm)
        }

        /// Whether the transaction manager received `rm`'s `Prepared`.
        public func tmHasPrepared(_ rm: Int) -> Bool { tmPrepared >> rm & 1 == 1 }

        /// Whether `rm`'s `Prepared` message was sent.
        public func preparedWasSent(_ rm: Int) -> Bool { preparedSent >> rm & 1 == 1 }

        public func fingerprint(into hasher: inout FingerprintHasher) {
            hasher.combine(UInt64(rmStates) | UInt64(tmState.rawValue) << 32 | (commitSent ? 1 << 34 : 0) | (abortSent ? 1 << 35 : 0))
            hasher.combine(UInt64(tmPrepared) | UInt64(preparedSent) << 16 | UInt64(managers) << 32)
        }
    }

    /// The actions of the specification, each for one resource manager where it names one.
    public enum Msg: Equatable, Sendable, Codable {
        case tmRcvPrepared(Int), tmCommit, tmAbort
        case rmPrepare(Int), rmChooseToAbort(Int), rmRcvCommitMsg(Int), rmRcvAbortMsg(Int)
    }

    public static let messageSamples: [Msg] = [
        .tmRcvPrepared(0), .tmCommit, .tmAbort, .rmPrepare(0), .rmChooseToAbort(0), .rmRcvCommitMsg(0), .rmRcvAbortMsg(0),
    ]

    /// `Init`, with `managers` resource managers.
    public static func start(_ managers: Int) -> (Model, Effect<Msg>) { (Model(managers: managers), .none) }

    /// Each action's effect; an action not enabled changes nothing.
    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        guard isEnabled(msg, in: model) else { return .none }
        switch msg {
        case .tmRcvPrepared(let rm): model.tmPrepared |= 1 << rm
        case .tmCommit:
            model.tmState = .committed
            model.commitSent = true
        case .tmAbort:
            model.tmState = .aborted
            model.abortSent = true
        case .rmPrepare(let rm):
            model.set(rm, .prepared)
            model.preparedSent |= 1 << rm
        case .rmChooseToAbort(let rm), .rmRcvAbortMsg(let rm): model.set(rm, .aborted)
        case .rmRcvCommitMsg(let rm): model.set(rm, .committed)
        }
        return .none
    }

    /// Whether the specification enables `msg` in `model`.
    public static func isEnabled(_ msg: Msg, in model: Model) -> Bool {
        switch msg {
        case .tmRcvPrepared(let rm): model.tmState == .initial && model.preparedWasSent(rm)
        case .tmCommit: model.tmState == .initial && model.tmPrepared == (1 << model.managers) - 1
        case .tmAbort: model.tmState == .initial
        case .rmPrepare(let rm), .rmChooseToAbort(let rm): model.state(of: rm) == .working
        case .rmRcvCommitMsg: model.commitSent
        case .rmRcvAbortMsg: model.abortSent
        }
    }

    /// The actions enabled in `model`, in the specification's order.
    @Sendable
    public static func enabledActions(_ model: Model) -> [Msg] {
        var actions: [Msg] = []
        actions.reserveCapacity(2 + 5 * model.managers)
        for msg in [Msg.tmCommit, .tmAbort] where isEnabled(msg, in: model) { actions.append(msg) }
        for rm in 0..<model.managers {
            for msg in [Msg.tmRcvPrepared(rm), .rmPrepare(rm), .rmChooseToAbort(rm), .rmRcvCommitMsg(rm), .rmRcvAbortMsg(rm)]
            where isEnabled(msg, in: model) {
                actions.append(msg)
            }
        }
        return actions
    }

    /// `TCConsistent`: no resource manager has committed while another aborted.
    public static func isConsistent(_ model: Model) -> Bool {
        var committed = false, aborted = false
        for rm in 0..<model.managers {
            switch model.state(of: rm) {
            case .committed: committed = true
            case .aborted: aborted = true
            case .working, .prepared: break
            }
        }
        return !(committed && aborted)
    }

    /// One line per resource manager, and the transaction manager's.
    public static func render(_ model: Model, into frame: inout Frame) {
        frame.draw(tmLines[Int(model.tmState.rawValue)], x: 0, y: 0)
        for rm in 0..<model.managers { frame.draw(rmLines[rm][Int(model.state(of: rm).rawValue)], x: 0, y: rm + 1) }
    }

    /// The lines drawn, made once: a frame is drawn at every step of a check (describing an enum
    /// case at run time costs more than the rest of the step).
    private static let tmLines = ["TM init", "TM committed", "TM aborted"]
    private static let rmLines = (0..<16).map { rm in ["working", "prepared", "committed", "aborted"].map { "RM\(rm) \($0)" } }

    /// A checker of the model with `managers` resource managers, offering each state's enabled
    /// actions and checking `TCConsistent`, its frames 16 columns wide.
    public static func checker(managers: Int) -> ExhaustiveChecker<TwoPhaseCommit> {
        let explorer = Explorer(
            TwoPhaseCommit.self, input: managers, properties: [.model("TCConsistent", isConsistent)],
            frameSize: FrameSize(width: 16, height: managers + 1))
        return ExhaustiveChecker(explorer, actions: enabledActions)
    }
}
