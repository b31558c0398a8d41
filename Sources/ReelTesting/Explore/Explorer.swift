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
/// stopped sources never reach `update`, that no frame shows a secret header's value, and (unless
/// ``checksReplay`` is off) that the session's log replays and verifies identically. Sessions run
/// in-process: a trap in `update` or `render` stops the explorer with it.
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
    /// Whether each session's log is recorded in memory and replayed to check it verifies.
    public var checksReplay = true

    /// An explorer of `scene` started from `input`; messages are drawn from `messages` (by default
    /// uniformly from the scene's ``LoggableScene/messageSamples``).
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

    /// Runs `runs` sessions of `steps` steps each; the first that breaks a property is shrunk and
    /// reported. The same seed gives the same sessions, the same failure and the same report.
    public func explore(
        runs: Int = 100, steps: Int = 100, seed: UInt64 = 0, progress: ((ExploreProgress) -> Void)? = nil
    ) -> ExploreReport<S> {
        var counted = ExploreProgress()
        for run in 0..<runs {
            let runSeed = Self.seed(of: run, from: seed)
            let (session, simulation) = generate(steps: steps, seed: runSeed)
            counted.add(run: run, simulation: simulation, decisions: session.count)
            progress?(counted)
            if let violation = simulation.violation {
                let found = ExploreFailure<S>(seed: seed, run: run, runSeed: runSeed, violation: violation, steps: session,
                                              messages: simulation.messages)
                return ExploreReport(seed: seed, progress: counted, original: found, failure: shrink(found))
            }
        }
        return ExploreReport(seed: seed, progress: counted, original: nil, failure: nil)
    }

    /// Runs one session exactly as given; the property it breaks, if any.
    public func check(_ steps: [ExploreStep<S.Msg>], seed runSeed: UInt64 = 0) -> ExploreViolation? {
        run(steps, seed: runSeed).violation
    }

    /// The session of `failure` reduced, delta-debugging style, to a locally minimal one that
    /// still breaks the same property: no single step (or block of steps) can be removed, and no
    /// answer replaced by an earlier candidate, without the failure going away.
    public func shrink(_ failure: ExploreFailure<S>) -> ExploreFailure<S> {
        let shrunk = Shrinker.shrink(failure.steps) { candidate in
            let simulation = run(candidate, seed: failure.runSeed)
            guard let violation = simulation.violation, violation.property == failure.violation.property else { return nil }
            return simulation.stepsTaken
        }
        let simulation = run(shrunk, seed: failure.runSeed)
        guard let violation = simulation.violation else { return failure }
        return ExploreFailure(seed: failure.seed, run: failure.run, runSeed: failure.runSeed, violation: violation,
                              steps: shrunk, messages: simulation.messages)
    }

    // MARK: - Sessions

    /// A random session of `steps` steps (fewer if a property breaks first).
    func generate(steps: Int, seed runSeed: UInt64) -> ([ExploreStep<S.Msg>], Simulation<S>) {
        let simulation = makeSimulation(seed: runSeed)
        var draws = RandomDraws(seed: runSeed)
        var session: [ExploreStep<S.Msg>] = []
        session.reserveCapacity(steps)
        while session.count < steps, simulation.violation == nil {
            let step = simulation.randomStep(&draws)
            simulation.perform(step)
            session.append(step)
        }
        simulation.finish()
        return (session, simulation)
    }

    /// Runs a given session; steps whose target does not exist are skipped.
    func run(_ steps: [ExploreStep<S.Msg>], seed runSeed: UInt64, recorder: LogRecorder<S>? = nil) -> Simulation<S> {
        let simulation = makeSimulation(seed: runSeed, recorder: recorder)
        for step in steps where simulation.violation == nil { simulation.perform(step) }
        simulation.finish()
        return simulation
    }

    private func makeSimulation(seed runSeed: UInt64, recorder: LogRecorder<S>? = nil) -> Simulation<S> {
        let recorder = recorder ?? (checksReplay ? LogRecorder<S>(inMemoryWithFrameSize: frameSize, recordedAt: Self.epoch) : nil)
        return Simulation(self, seed: runSeed, recorder: recorder)
    }

    /// The time every explored log says it was recorded at: logs of the same session are identical.
    static var epoch: Date { Date(timeIntervalSince1970: 1_767_225_600) }

    /// Run `run`'s own seed: runs are independent, so run 150 is reproduced without the first 149.
    static func seed(of run: Int, from seed: UInt64) -> UInt64 {
        var mixer = RandomDraws(seed: seed ^ (UInt64(run) &* 0x9E37_79B9_7F4A_7C15))
        return mixer.next()
    }
}
