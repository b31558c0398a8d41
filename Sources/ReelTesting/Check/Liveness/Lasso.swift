import Foundation
import Reel
import ReelLog

/// A counterexample to a liveness property: a lasso, a prefix of decisions from the scene's
/// start to a state, then a cycle of decisions from that state back to it, taken again forever,
/// along which what must follow never does, while the world does all it owes.
///
/// Its log (``writeLog(to:explorer:)``) holds the prefix and one turn of the cycle: `replay`
/// verifies it and `inspect` opens it as any other log. A cycle with no decision is the scene
/// left alone: the user stops acting and the world owes nothing, so nothing ever happens again.
public struct Lasso<S: LoggableScene>: Sendable, CustomStringConvertible where S.Input: Sendable {
    /// The property broken.
    public let property: String
    /// What stays true forever.
    public let detail: String
    /// The decisions from the scene's start to the cycle (the checker's prelude included).
    public let prefix: [ExploreDecision<S.Msg>]
    /// The decisions of one turn of the cycle, back to the state the prefix reached.
    public let cycle: [ExploreDecision<S.Msg>]
    /// The messages that reached `update` in the prefix and one turn of the cycle: the log's.
    public let messages: [S.Msg]
    /// How many of ``messages`` the prefix sent: the cycle's start in the log.
    public let prefixMessages: Int

    /// The lasso's session as an explored failure (prefix, then one turn of the cycle), whose log
    /// replays as a safety counterexample's does.
    public var failure: ExploreFailure<S> {
        let violation = ExploreViolation(property: property, detail: detail, step: messages.count)
        return ExploreFailure(seed: 0, run: 0, runSeed: 0, violation: violation, steps: prefix + cycle, messages: messages)
    }

    /// Writes the log of the prefix and one turn of the cycle, which `reel-demo replay` shows and
    /// `assertReplayVerifies` checks.
    public func writeLog(to url: URL, explorer: Explorer<S>) throws { try failure.writeLog(to: url, explorer: explorer) }

    /// The property, what stays true, the prefix and the cycle, numbered as the log's decisions.
    public var description: String {
        var lines = ["broken: \(property): \(detail)"]
        lines.append("  prefix, \(prefix.count) decisions (\(prefixMessages) messages):")
        lines += prefix.enumerated().map { "    \($0.offset + 1). \($0.element)" }
        if cycle.isEmpty {
            lines.append("  cycle: no decision, forever: the user stops acting, and the world owes nothing (no answer, no timer)")
        } else {
            lines.append("  cycle, \(cycle.count) decisions (\(messages.count - prefixMessages) messages), taken again forever:")
            lines += cycle.enumerated().map { "    \(prefix.count + $0.offset + 1). \($0.element)" }
        }
        return lines.joined(separator: "\n")
    }
}
