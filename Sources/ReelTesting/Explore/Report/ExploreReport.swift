import Reel
import ReelLog

/// What an exploration found: nothing, or the first failure (as found and as shrunk).
///
/// A report is the same whoever ran the runs (threads, child processes, machines): the failure
/// of the lowest-numbered failing run and what the runs up to it counted. The report of one
/// shard (``ExploreShard``) is written as JSON (``encodedJSON()``) and merged with the other
/// shards' into the report of the whole exploration (``merging(_:)``).
public struct ExploreReport<S: LoggableScene>: Sendable, CustomStringConvertible {
    /// The exploration's seed.
    public let seed: UInt64
    /// How far it got.
    public let progress: ExploreProgress
    /// The failing session as found, before shrinking.
    public let original: ExploreFailure<S>?
    /// The failing session shrunk; nil when every property held.
    public let failure: ExploreFailure<S>?
    /// Why the exploration could not go on (a child process that could not be started, that ended
    /// without doing its job, was killed from outside or ran past ``Explorer/runTimeout``; runs
    /// never counted); nil when it ran to its end or to a failure.
    public let problem: String?
    /// The part of the exploration this report is about: ``ExploreShard/whole`` unless it was split.
    public var shard: ExploreShard { exploration.shard }
    /// What was explored: the seed, the runs asked for and their steps, the shard.
    let exploration: ExplorePlan
    /// What each run counted, in order, up to the first failure (every run when none failed).
    let explored: [ExploreProgress]

    init(
        _ exploration: ExplorePlan, progress: ExploreProgress, explored: [ExploreProgress], original: ExploreFailure<S>?,
        failure: ExploreFailure<S>?, problem: String? = nil
    ) {
        seed = exploration.seed
        self.exploration = exploration
        self.progress = progress
        self.explored = explored
        self.original = original
        self.failure = failure
        self.problem = problem
    }

    /// A few lines: what held, or what broke with the shrunk steps. A shard's report says which
    /// shard it is and how many of the exploration's runs it took.
    public var description: String {
        let part = shard.isWhole ? "" : "shard \(shard) of \(exploration.runs) runs: "
        let sessions = "\(shard.isWhole ? progress.runs : explored.count) sessions"
        if let problem { return part + "exploration stopped after \(sessions), seed \(seed): \(problem)" }
        guard let failure, let original else {
            return part + "explored \(sessions) and \(progress.orders) completion orders (\(progress.steps) steps, "
                + "\(progress.messages) messages), seed \(seed): every property held"
        }
        var lines = [
            part + "property failed: \(failure.violation.property)",
            "  \(failure.violation.detail)",
            "seed \(seed), run \(failure.run): \(original.steps.count) steps shrunk to \(failure.steps.count) (\(failure.messages.count) messages):",
        ]
        lines += failure.steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        return lines.joined(separator: "\n")
    }
}
