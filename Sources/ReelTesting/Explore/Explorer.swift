import Foundation
import Reel

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
/// stopped sources never reach `update`, that rendering is deterministic, that no frame shows a
/// secret header's value, and (every ``replayEvery``-th run) that the session's log replays and
/// verifies identically. With ``isolation`` set to ``ExploreIsolation/childProcesses``, sessions
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
    /// Which runs also record their log and replay it: run 0 and every `replayEvery`-th run after
    /// it (1: every run; 0: none). The round trip through JSON costs far more than a step, and
    /// one run in eight still sends every kind of message through it many times.
    public var replayEvery = 8
    /// When at most this many commands (and at least two) await an answer, every order of
    /// answering them is tried rather than one drawn at random: at a run's first such moment, each
    /// order becomes a session of its own. 0 or 1: never.
    public var ordersEnumeratedUpTo = 3
    /// Where sessions run: in this process (fastest), or in child processes (traps are found).
    public var isolation = ExploreIsolation.inProcess

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
    public func explore(
        runs: Int = 100, steps: Int = 100, seed: UInt64 = 0, progress: ((ExploreProgress) -> Void)? = nil
    ) -> ExploreReport<S> {
        if let job = ChildJob<S.Msg>.assigned() { return serve(job) }
        switch isolation {
        case .inProcess: return exploreHere(runs: runs, steps: steps, seed: seed, progress: progress)
        case .childProcesses: return exploreInChildren(runs: runs, steps: steps, seed: seed, progress: progress)
        }
    }

    /// Runs one session exactly as given, its log replayed too; the property it breaks, if any.
    /// It runs in this process whatever ``isolation`` says.
    public func check(_ steps: [ExploreStep<S.Msg>], seed runSeed: UInt64 = 0) -> ExploreViolation? {
        run(steps, seed: runSeed, checksReplay: true).violation
    }

    /// The session of `failure` reduced, delta-debugging style, to a locally minimal one that
    /// still breaks the same property in the same way: no single step (or block of steps) can be
    /// removed, and no answer replaced by an earlier candidate, without the failure going away.
    public func shrink(_ failure: ExploreFailure<S>) -> ExploreFailure<S> {
        if case .childProcesses = isolation { return shrinkInChildren(failure) }
        let checksReplay = failure.violation.property == ExploreViolation.replay
        let shrunk = Shrinker.shrink(failure.steps) { candidate in
            let simulation = run(candidate, seed: failure.runSeed, checksReplay: checksReplay)
            guard let violation = simulation.violation, violation.isSameFailure(as: failure.violation) else { return nil }
            return simulation.stepsTaken
        }
        let simulation = run(shrunk, seed: failure.runSeed, checksReplay: checksReplay)
        guard let violation = simulation.violation else { return failure }
        return failure.with(steps: shrunk, violation: violation, messages: simulation.messages)
    }

    // MARK: - In this process

    private func exploreHere(runs: Int, steps: Int, seed: UInt64, progress: ((ExploreProgress) -> Void)?) -> ExploreReport<S> {
        var counted = ExploreProgress()
        for run in 0..<runs {
            if let found = explore(run: run, steps: steps, seed: seed, counted: &counted) {
                progress?(counted)
                return ExploreReport(seed: seed, progress: counted, original: found, failure: shrink(found))
            }
            progress?(counted)
        }
        return ExploreReport(seed: seed, progress: counted, original: nil, failure: nil)
    }

    /// The time every explored log says it was recorded at: logs of the same session are identical.
    static var epoch: Date { Date(timeIntervalSince1970: 1_767_225_600) }

    /// Run `run`'s own seed: runs are independent, so run 150 is reproduced without the first 149.
    static func seed(of run: Int, from seed: UInt64) -> UInt64 {
        var mixer = RandomDraws(seed: seed ^ (UInt64(run) &* 0x9E37_79B9_7F4A_7C15))
        return mixer.next()
    }
}
