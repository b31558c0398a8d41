import Reel
import ReelLog

/// A state of an exhaustive check on the frontier, as a value: its nearest quiet ancestor (a state
/// with no work pending, ``QuietState``; nil: the scene's start), the decisions taken since, and,
/// with work pending, a snapshot of the session there (``PendingState``). A quiet state is its own
/// ancestor with no decision since; either way its successors are each one decision from a copy
/// of it, with no path to take again (the ancestor and the decisions are taken again from there
/// only when another job holds the snapshot's session).
@usableFromInline
struct CheckState<S: LoggableScene>: Sendable where S.Input: Sendable {
    /// The state's index in the search's paths (``CheckPaths``).
    @usableFromInline var index: Int
    @usableFromInline var base: QuietState<S>?
    @usableFromInline var since: [ExploreDecision<S.Msg>]
    /// The session's snapshot, for a state with work pending; nil for a quiet one (or the start's).
    @usableFromInline var pending: PendingState<S>?

    /// The state a session is in after `prelude`, the decisions taken before the search: quiet or not.
    @inlinable
    init(start session: Simulation<S>, prelude: [ExploreDecision<S.Msg>]) {
        index = 0
        base = session.quietState
        since = base == nil ? prelude : []
    }

    @inlinable
    init(index: Int, base: QuietState<S>?, since: [ExploreDecision<S.Msg>], pending: PendingState<S>? = nil) {
        self.index = index
        self.base = base
        self.since = since
        self.pending = pending
    }

    /// Whether the state is quiet (its base, with no decision since).
    @inlinable var isQuiet: Bool { base != nil && since.isEmpty }
}

/// Where one decision taken from a state led, as an exhaustive check merges it.
@usableFromInline
struct CheckSuccessor<S: LoggableScene>: Sendable where S.Input: Sendable {
    /// Where a decision led.
    @usableFromInline
    enum Outcome: Sendable {
        /// The decision could not be taken (the session refused it): not counted.
        case refused
        /// A property broke: the search stops here, and takes the path again to report it.
        case broke
        /// A state, by its fingerprint, and the state itself (its index not yet given).
        case reached(UInt64, CheckState<S>)
        /// A state seen at an earlier level (found by the thread that expanded it, which drops the state).
        case known
    }

    /// The decision's position among the state's choices.
    @usableFromInline let choice: Int
    @usableFromInline let decision: ExploreDecision<S.Msg>
    @usableFromInline let kind: CheckedKind
    @usableFromInline let outcome: Outcome

    @inlinable
    init(choice: Int, decision: ExploreDecision<S.Msg>, kind: CheckedKind, outcome: Outcome) {
        self.choice = choice
        self.decision = decision
        self.kind = kind
        self.outcome = outcome
    }
}
