import Reel

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
/// sessions: each state is reached by replaying its path in a fresh session, so `update` applies
/// every message exactly as in an exploration.
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
    /// Whether a cancelled command is also answered late (its answer must be dropped).
    public var lateAnswers = true

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
    public func check(depth: Int) -> CheckReport<S> {
        precondition(depth >= 0, "ExhaustiveChecker.check(depth:) needs a depth of at least 0")
        var search = CheckSearch(self)
        return search.run(bound: depth)
    }

    /// A fresh session of the scene that takes `path`.
    func session(taking path: [ExploreDecision<S.Msg>]) -> Simulation<S> {
        let simulation = Simulation(explorer, seed: 0, checksDeeply: false, recorder: nil, tracer: nil, describesCommands: true)
        for decision in path where simulation.violation == nil { simulation.perform(decision) }
        return simulation
    }
}
