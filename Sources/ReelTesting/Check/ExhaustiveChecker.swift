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
    /// How many child processes expand each level of the search at once; 1 (the default): this
    /// process expands every state itself. The report is the same for any number of jobs.
    ///
    /// With more than one, each level's states are split into `jobs` runs, each expanded by this
    /// program run again (the same executable, arguments and environment), which must reach the
    /// same ``check(depth:)`` call the same way, as for ``ExploreIsolation/childProcesses``; a child
    /// stops there. A child that fails leaves its states to this process.
    public var jobs = 1

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
        precondition(jobs >= 1, "ExhaustiveChecker.jobs needs at least 1 job")
        CheckJobs.serveAssignedJob(self)  // ends this process, when it is one of a check's jobs
        var search = CheckSearch(self)
        return search.run(bound: depth)
    }

    /// Every decision possible in the state `path` reaches, in the order ``Simulation/choices(actions:lateAnswers:)``
    /// gives, and where each led; it stops at the first that breaks a property.
    func expand(_ path: [ExploreDecision<S.Msg>]) -> [CheckSuccessor<S.Msg>] {
        let here = session(taking: path, retaking: true)
        let choices = here.choices(actions: actions(here.model), lateAnswers: lateAnswers)
        var successors: [CheckSuccessor<S.Msg>] = []
        for (offset, choice) in choices.enumerated() {
            // The last decision is taken in the session already there; the others each in a fresh one.
            let session = offset == choices.count - 1 ? here : session(taking: path, retaking: true)
            guard session.perform(choice.decision) else {
                successors.append(CheckSuccessor(choice.decision, kind: choice.kind, .refused))
                continue
            }
            if session.violation != nil {
                successors.append(CheckSuccessor(choice.decision, kind: choice.kind, .broke))
                break
            }
            successors.append(CheckSuccessor(choice.decision, kind: choice.kind, .reached(session.fingerprint())))
        }
        return successors
    }

    /// A fresh session of the scene that takes `path`, checking each step (``retaking``: a path
    /// the search found, whose steps were checked then, taken again without checking them).
    func session(taking path: [ExploreDecision<S.Msg>], retaking: Bool = false) -> Simulation<S> {
        let simulation = Simulation(explorer, seed: 0, checksDeeply: false, recorder: nil, tracer: nil, describesCommands: true)
        simulation.retaking = retaking
        for decision in path where simulation.violation == nil { simulation.perform(decision) }
        simulation.retaking = false
        return simulation
    }
}
