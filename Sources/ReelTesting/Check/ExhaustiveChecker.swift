import Reel
import ReelLog

/// Proves a scene's properties up to a bound: visits every state a session reaches within
/// `depth` decisions, breadth first, and returns a shortest session that breaks a property
/// (in the spirit of TLC and Stateright).
///
/// Where an ``Explorer`` draws sessions at random, the checker takes every decision at every
/// state: each of the user actions its rules allow (a finite alphabet, ``actions``), each
/// answer the world has for each command awaiting one (a success, each failure), each late
/// answer to a cancelled command, each timer firing and each event a source can emit. States
/// are deduplicated by a fingerprint of the model and the work pending, so that a state reached
/// by many paths is expanded once. It reuses the explorer's scene, world and properties, and its
/// sessions, so `update` applies every message exactly as in an exploration.
///
/// It runs as TLC and Stateright do: a state is a value, expanded once. A state with no work
/// pending is its model (and the secrets sent before it): each action is applied to a copy, and
/// one that starts no work needs no session at all; a state with work pending is a snapshot of
/// its session (its requests, late answers, timers and subscriptions), put back before each of
/// its decisions. Only the frontier holds states; the
/// states seen are 64-bit fingerprints in one flat table, with the way back to each (about 20
/// bytes a state), and a counterexample's session is taken again from the start to report it.
/// A model that adopts ``Fingerprinted`` is hashed by its own fields, an `Encodable` one by its
/// encoding, a `Hashable` one by reflection once per distinct model, any other by reflection
/// each time (far slower); the work pending by its `Codable` encoding.
///
/// ```swift
/// let checker = ExhaustiveChecker(explorer, actions: { _ in [.queryChanged("m"), .retryTapped] })
/// let report = checker.check(depth: 6)
/// #expect(report.counterexample == nil, "\(report)")
/// ```
public struct ExhaustiveChecker<S: LoggableScene>: Sendable where S.Input: Sendable {
    /// The scene's input, world and properties, and the frame size.
    public var explorer: Explorer<S>
    /// The user actions the rules allow in a state: every one is tried at every state.
    public var actions: @Sendable (S.Model) -> [S.Msg]
    /// Whether a cancelled command is also answered late (its answer must be dropped), once, with
    /// its first candidate: every candidate leads to the same state.
    public var lateAnswers = true
    /// How many threads expand each level of the search at once; 1 (the default): the calling
    /// thread alone. The report is the same for any number of jobs: each level's successors are
    /// merged in the frontier's order, whichever thread found them.
    public var jobs = 1
    /// Decisions taken before the search, from the scene's start: the check starts in the state
    /// they reach (a screen behind a sign-in), and its bound counts from there. A counterexample's
    /// session begins with them, so that its log replays from the scene's start.
    public var prelude: [ExploreDecision<S.Msg>] = []
    /// Properties that must eventually hold (``LivenessProperty``), checked when the bound exhausts
    /// the scene, under weak fairness of the world's answers and timers; none by default.
    public var liveness: [LivenessProperty<S>] = []
    /// How a model is fingerprinted, worked out once.
    @usableFromInline let fingerprints = Fingerprints<S.Model>()

    /// A checker of the scene `explorer` explores, trying `actions` at every state (by default
    /// the scene's `messageSamples`).
    public init(_ explorer: Explorer<S>, actions: (@Sendable (S.Model) -> [S.Msg])? = nil) {
        self.explorer = explorer
        let samples = S.messageSamples
        self.actions = actions ?? { _ in samples }
    }

    /// Visits every state within `depth` decisions (at least 0), breadth first, and stops at the
    /// first broken property: the session to it is a shortest one. The same checker gives the
    /// same report on every run.
    @inlinable
    public func check(depth: Int) -> CheckReport<S> {
        precondition(depth >= 0, "ExhaustiveChecker.check(depth:) needs a depth of at least 0")
        precondition(jobs >= 1, "ExhaustiveChecker.jobs needs at least 1 job")
        var search = CheckSearch(self)
        return withLiveness(search.run(bound: depth))
    }

    /// The model that `decisions` reach from the scene's start (a decision that cannot be taken is
    /// skipped): for building a ``prelude`` one decision at a time.
    public func model(after decisions: [ExploreDecision<S.Msg>]) -> S.Model {
        resume(CheckState(index: 0, base: nil, since: decisions)).model
    }
}
