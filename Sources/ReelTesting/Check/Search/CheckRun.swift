import Reel
import ReelLog

/// What the expansion of a run of frontier states found, merged by the search in the frontier's
/// order: the decisions taken by kind, the actions sent (in the order the run first sent them),
/// the successors not seen at an earlier level nor earlier in the run (their fingerprints, the way
/// back to each, and the states), and where a property broke, if one did (the run stops there).
@usableFromInline
struct CheckRun<S: LoggableScene>: Sendable where S.Input: Sendable {
    @usableFromInline var transitions = 0
    /// The decisions taken of each kind, by ``CheckedKind/position``.
    @usableFromInline var decisions = (0, 0, 0, 0, 0)
    @usableFromInline var actions = ActionAlphabet<S.Msg>()
    @usableFromInline var fingerprints: [UInt64] = []
    @usableFromInline var parents: [Int] = []
    @usableFromInline var choices: [Int] = []
    @usableFromInline var states: [CheckState<S>] = []
    /// The fingerprints of `states`: a state the run reaches again is dropped here, on the run's
    /// thread, not by the merge on one thread (on `check-twophase-7`, over half of what the runs
    /// handed the merge were states their own run had reached before).
    @usableFromInline var reached = FingerprintSet()
    @usableFromInline var broke: (parent: Int, choice: Int)?

    @inlinable init() {}

    /// The objects a run keeps for itself, so that the threads' reference counting does not meet
    /// on objects every state shares (the properties' closures, the quiet states' random source):
    /// with 2 jobs on `check-twophase-7`, retaining and releasing those took about a fifth of the time (perf).
    @usableFromInline
    struct Own {
        /// Each property's check, in a closure of the run's own.
        @usableFromInline let checks: [(ExploredStep<S>) -> String?]
        /// The random source last copied, and the one it was copied from.
        @usableFromInline var copied: (from: RandomSource, copy: RandomSource)?

        /// Each property's check of a model, in a closure of the run's own, when every property
        /// checks the model alone; nil otherwise.
        @usableFromInline let holdsOfModel: [(S.Model) -> Bool]?

        @inlinable
        init(_ properties: [Property<S>]) {
            checks = properties.map { property in { property.violation(at: $0) } }
            let holds = properties.compactMap(\.holdsOfModel)
            holdsOfModel = holds.count == properties.count ? holds.map { holds in { holds($0) } } : nil
        }

        /// Whether a property breaks at `step`.
        @inlinable
        func violates(_ step: ExploredStep<S>) -> Bool {
            for check in checks where check(step) != nil { return true }
            return false
        }

        /// A random source of the run's own in the state `random` is in (no one draws from either).
        @inlinable
        mutating func random(copying random: RandomSource) -> RandomSource {
            if let copied, copied.from === random { return copied.copy }
            let copy = QuietState<S>.copy(random)
            copied = (random, copy)
            return copy
        }
    }

    /// Counts a decision of `kind` taken, and notes the action it sends.
    @inlinable
    mutating func count(_ decision: ExploreDecision<S.Msg>, _ kind: CheckedKind) {
        transitions += 1
        switch kind {
        case .send: decisions.0 += 1
        case .answer: decisions.1 += 1
        case .lateAnswer: decisions.2 += 1
        case .advanceTime: decisions.3 += 1
        case .emit: decisions.4 += 1
        }
        if case .send(let msg) = decision { actions.note(msg) }
    }

    /// Whether the run reaches `fingerprint` for the first time, noting that it has. The first way
    /// there is the one the merge keeps, since it takes the runs' states in order.
    @inlinable
    mutating func reachesFirst(_ fingerprint: UInt64) -> Bool { reached.insert(fingerprint) }

    /// Adds a successor not seen before this level, nor earlier in the run (``reachesFirst(_:)``).
    @inlinable
    mutating func add(_ fingerprint: UInt64, parent: Int, choice: Int, _ state: CheckState<S>) {
        fingerprints.append(fingerprint)
        parents.append(parent)
        choices.append(choice)
        states.append(state)
    }
}
