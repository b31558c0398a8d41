import Foundation
import Reel
import ReelLog

/// Finds a scene's bugs by simulation: runs many generated sessions through the scene with a
/// world that answers in any order, fails in every way and answers late, checks properties at
/// every step, and shrinks a failing session to a few steps (in the spirit of QuickCheck's state
/// machines and FoundationDB's simulator).
///
/// ```swift
/// let explorer = Explorer(Search.self, input: .offline, properties: [
///     .model("results match the last query") { $0.results.allSatisfy { $0.query == $0.lastQuery } },
/// ])
/// let report = explorer.explore(runs: 200, steps: 100, seed: 1)
/// #expect(report.failure == nil, "\(report)")
/// ```
///
/// Besides the given properties, every session checks that results of cancelled commands and
/// stopped sources never reach `update` and that no frame shows a secret header's value; every
/// ``deepCheckEvery``-th run also checks that rendering is deterministic and that the session's
/// log replays and verifies identically. With ``isolation`` set to ``ExploreIsolation/childProcesses``, sessions
/// run in child processes, so that a trap in `update` or `render` is found and shrunk too.
public struct Explorer<S: LoggableScene>: Sendable where S.Input: Sendable {
    /// What the scene starts from.
    public var input: S.Input
    /// The messages the user may send, given the model (so that they can depend on the screen).
    public var messages: @Sendable (S.Model) -> Generator<S.Msg>
    /// What the world answers and how often it acts.
    public var world: SimulatedWorld
    /// What must hold at every step.
    public var properties: [Property<S>]
    /// The size frames are rendered at.
    public var frameSize: FrameSize
    /// Which runs also check what costs most: they render every model twice (render is
    /// deterministic), and record their log and replay it (the log replays identically). Run 0
    /// and every `deepCheckEvery`-th run after it (1: every run; 0: none).
    ///
    /// Those checks cost more than the step itself (the log's round trip through JSON several
    /// times more), and one run in eight still puts every kind of message through them many
    /// times; a failure found by them is shrunk with them on.
    public var deepCheckEvery = 8
    /// When at most this many commands (and at least two) await an answer, every order of
    /// answering them is tried rather than one drawn at random: at a run's first such moment, each
    /// order becomes a session of its own. 0 or 1: never.
    public var ordersEnumeratedUpTo = 3
    /// How many steps the world takes at most to settle once a session is over, for the
    /// properties about the work left at the end (``Property/eventuallyAnsweredOrCancelled(_:matching:)``):
    /// it answers the commands still wanted and lets time run until nothing is in flight.
    public var settleSteps = 100
    /// Where sessions run: in this process (fastest), or in child processes (traps are found).
    public var isolation = ExploreIsolation.inProcess
    /// How many runs go on at once (by default one per processor): in this process, each on a
    /// thread of its own; with ``ExploreIsolation/childProcesses``, each in a child process of its
    /// own. Runs are independent, so the report is the same for any number: the failure of the
    /// lowest-numbered failing run, and what the runs up to it counted.
    public var concurrentRuns = ProcessInfo.processInfo.activeProcessorCount
    /// How long one run may take in a child process (``ExploreIsolation/childProcesses``): a run
    /// still going then (its child stopped, or `update` or `render` looping) is ended, and the
    /// exploration stops with a ``ExploreReport/problem`` naming the run and the seed. The same
    /// bound holds for each session a child records or checks while shrinking.
    public var runTimeout = Duration.seconds(60)
    /// The name of the code that explores (a commit, a version), written in every report: shards'
    /// reports merge only when it is the same. By default the commit CI names (`GITHUB_SHA`,
    /// `CI_COMMIT_SHA`), or empty.
    public var build = Explorer.buildFromEnvironment

    /// An explorer of `scene` started from `input`; messages are drawn from `messages` (by default
    /// uniformly from the scene's `messageSamples`).
    public init(
        _ scene: S.Type, input: S.Input, messages: (@Sendable (S.Model) -> Generator<S.Msg>)? = nil,
        world: SimulatedWorld = SimulatedWorld(), properties: [Property<S>] = [], frameSize: FrameSize = .standard
    ) {
        self.input = input
        let samples = Generator<S.Msg>.element(of: S.messageSamples)
        self.messages = messages ?? { _ in samples }
        self.world = world
        self.properties = properties
        self.frameSize = frameSize
    }

    /// Runs `runs` sessions of `steps` steps each (and the completion orders they branch into);
    /// the first that breaks a property is shrunk and reported. The same seed gives the same
    /// sessions, the same failure and the same report.
    ///
    /// In a child process started by an isolated exploration, this call does the child's job
    /// instead and ends the process: the child reaches it by running the same program again.
    @inlinable
    public func explore(
        runs: Int = 100, steps: Int = 100, seed: UInt64 = 0, progress: ((ExploreProgress) -> Void)? = nil
    ) -> ExploreReport<S> {
        explore(runs: runs, steps: steps, seed: seed, shard: .whole, progress: progress)
    }

    /// ``explore(runs:steps:seed:progress:)`` for one shard of the exploration: its runs only
    /// (``ExploreShard/runs(of:)``), reported so that the shards' reports merge into the whole
    /// exploration's (``ExploreReport/merging(_:)``), as several machines run it.
    @inlinable
    public func explore(
        runs: Int, steps: Int = 100, seed: UInt64 = 0, shard: ExploreShard, progress: ((ExploreProgress) -> Void)? = nil
    ) -> ExploreReport<S> {
        // The session of each run is made here, in the caller's module, so that it runs a copy of
        // the simulation specialized for the scene (see `Simulation`); the rest is out of line.
        explore(runs: runs, steps: steps, seed: seed, shard: shard, progress: progress) { explorer, run, counted in
            explorer.explore(run: run, steps: steps, seed: seed, counted: &counted)
        }
    }

    /// ``explore(runs:steps:seed:shard:progress:)``, where `session` runs one run's sessions (in
    /// this process, or in a child that explores).
    @usableFromInline
    func explore(
        runs: Int, steps: Int, seed: UInt64, shard: ExploreShard, progress: ((ExploreProgress) -> Void)?,
        session: @escaping RunSession
    ) -> ExploreReport<S> {
        if let job = ChildJob<S.Msg>.assigned() { return serve(job, session: session) }
        switch isolation {
        case .inProcess: return exploreHere(runs: runs, steps: steps, seed: seed, shard: shard, progress: progress, session: session)
        case .childProcesses: return exploreInChildren(runs: runs, steps: steps, seed: seed, shard: shard, progress: progress)
        }
    }

    /// Runs run number `run` (its generated session and its completion orders), adding what it
    /// counted; the first failure found.
    @usableFromInline
    typealias RunSession = @Sendable (Explorer, _ run: Int, _ counted: inout ExploreProgress) -> ExploreFailure<S>?

    /// Runs one session exactly as given, its log replayed too; the property it breaks, if any.
    /// It runs in this process whatever ``isolation`` says.
    public func check(_ steps: [ExploreDecision<S.Msg>], seed runSeed: UInt64 = 0) -> ExploreViolation? {
        run(steps, seed: runSeed, checksDeeply: true).violation
    }

    /// The session of `failure` reduced, delta-debugging style, to a locally minimal one that
    /// still breaks the same property in the same way: no single step (or block of steps) can be
    /// removed, and no answer replaced by an earlier candidate, without the failure going away.
    public func shrink(_ failure: ExploreFailure<S>) -> ExploreFailure<S> {
        if case .childProcesses = isolation { return shrinkInChildren(failure) }
        let checksDeeply = failure.violation.needsDeepChecks
        let shrunk = Shrinker.shrink(failure.steps) { candidate in
            let simulation = run(candidate, seed: failure.runSeed, checksDeeply: checksDeeply)
            guard let violation = simulation.violation, violation.isSameFailure(as: failure.violation) else { return nil }
            return simulation.stepsTaken
        }
        let simulation = run(shrunk, seed: failure.runSeed, checksDeeply: checksDeeply)
        guard let violation = simulation.violation else { return failure }
        return failure.with(steps: shrunk, violation: violation, messages: simulation.messages)
    }

    /// The time every explored log says it was recorded at: logs of the same session are identical.
    @usableFromInline static var epoch: Date { Date(timeIntervalSince1970: 1_767_225_600) }

    /// Run `run`'s own seed: runs are independent, so run 150 is reproduced without the first 149.
    @usableFromInline
    static func seed(of run: Int, from seed: UInt64) -> UInt64 {
        var mixer = RandomDraws(seed: seed ^ (UInt64(run) &* 0x9E37_79B9_7F4A_7C15))
        return mixer.next()
    }
}
