import Foundation
import Reel

/// A session that broke a property: how to reproduce it, what broke, and the messages that
/// reached `update`.
public struct ExploreFailure<S: LoggableScene>: Sendable {
    /// The exploration's seed.
    public let seed: UInt64
    /// The run (from 0) that failed.
    public let run: Int
    /// The run's own seed: its services' random numbers, and ``Explorer/check(_:seed:)``'s argument.
    public let runSeed: UInt64
    /// The property that broke.
    public let violation: ExploreViolation
    /// The session's steps, up to the failure.
    public let steps: [ExploreStep<S.Msg>]
    /// The messages that reached `update`, in order: the session's log.
    public let messages: [S.Msg]

    /// Writes the session's log (which `reel-demo replay` shows and ``assertReplayVerifies`` checks).
    public func writeLog(to url: URL, explorer: Explorer<S>) throws where S.Input: Sendable {
        let recorder = try LogRecorder<S>(to: url, frameSize: explorer.frameSize, recordedAt: Explorer<S>.epoch)
        _ = explorer.run(steps, seed: runSeed, recorder: recorder)
        recorder.close()
        if let failure = recorder.failure { throw failure }
    }

    /// The session as a Swift Testing test that fails while the bug is there, ready to paste.
    public func testSource(named name: String = "exploredRegression", explorer: String = "explorer") -> String {
        let lines = steps.map { "        \($0.swiftSource)," }.joined(separator: "\n")
        return """
            @Test func \(name)() {
                // \(violation.property): found by seed \(seed), run \(run); shrunk to \(steps.count) steps.
                let violation = \(explorer).check([
            \(lines)
                ], seed: \(runSeed))
                #expect(violation == nil, "\\(violation!)")
            }
            """
    }
}

/// How far an exploration got.
public struct ExploreProgress: Sendable, Equatable {
    /// Sessions run.
    public private(set) var runs = 0
    /// Steps taken (user messages and world decisions).
    public private(set) var steps = 0
    /// Messages that reached `update` (each rendered and checked).
    public private(set) var messages = 0

    mutating func add<S>(run: Int, simulation: Simulation<S>, decisions: Int) {
        runs = run + 1
        steps += decisions
        messages += simulation.messages.count
    }
}

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

    /// A few lines: what held, or what broke with the shrunk steps.
    public var description: String {
        guard let failure, let original else {
            return "explored \(progress.runs) sessions (\(progress.steps) steps, \(progress.messages) messages), seed \(seed): every property held"
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
