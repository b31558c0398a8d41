import Reel

/// What an exploration found: nothing, or the first failure (as found and as shrunk).
public struct ExploreReport<S: LoggableScene>: Sendable, CustomStringConvertible {
    /// The exploration's seed.
    public let seed: UInt64
    /// How far it got.
    public let progress: ExploreProgress
    /// The failing session as found, before shrinking.
    public let original: ExploreFailure<S>?
    /// The failing session shrunk; nil when every property held.
    public let failure: ExploreFailure<S>?
    /// Why the exploration could not go on (a child process that could not be started or that
    /// ended without doing its job); nil when it ran to its end or to a failure.
    public let problem: String?

    init(seed: UInt64, progress: ExploreProgress, original: ExploreFailure<S>?, failure: ExploreFailure<S>?, problem: String? = nil) {
        self.seed = seed
        self.progress = progress
        self.original = original
        self.failure = failure
        self.problem = problem
    }

    /// A few lines: what held, or what broke with the shrunk steps.
    public var description: String {
        if let problem { return "exploration stopped after \(progress.runs) sessions, seed \(seed): \(problem)" }
        guard let failure, let original else {
            return "explored \(progress.runs) sessions and \(progress.orders) completion orders (\(progress.steps) steps, "
                + "\(progress.messages) messages), seed \(seed): every property held"
        }
        var lines = [
            "property failed: \(failure.violation.property)",
            "  \(failure.violation.detail)",
            "seed \(seed), run \(failure.run): \(original.steps.count) steps shrunk to \(failure.steps.count) (\(failure.messages.count) messages):",
        ]
        lines += failure.steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        return lines.joined(separator: "\n")
    }
}
