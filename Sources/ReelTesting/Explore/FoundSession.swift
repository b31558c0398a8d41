import Reel
import ReelLog

/// A failing session as a child or a shard's report gives it.
struct FoundSession<Msg: Codable & Equatable & Sendable>: Codable, Sendable {
    let run: Int
    let runSeed: UInt64
    let violation: ExploreViolation
    let steps: [ExploreDecision<Msg>]
    let messages: [Msg]
}

extension FoundSession {
    /// The session of a failure.
    init<S: LoggableScene>(_ failure: ExploreFailure<S>) where S.Msg == Msg {
        self.init(run: failure.run, runSeed: failure.runSeed, violation: failure.violation, steps: failure.steps, messages: failure.messages)
    }

    /// The failure of this session in the exploration with `seed`.
    func failure<S: LoggableScene>(of scene: S.Type, seed: UInt64) -> ExploreFailure<S> where S.Msg == Msg {
        ExploreFailure(seed: seed, run: run, runSeed: runSeed, violation: violation, steps: steps, messages: messages)
    }
}
