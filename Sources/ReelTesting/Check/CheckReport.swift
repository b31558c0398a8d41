import Foundation
import Reel
import ReelLog

/// What an exhaustive check (``ExhaustiveChecker/check(depth:)``) visited, what it covered and
/// what it did not, and the shortest session that broke a property, if one did.
///
/// Its ``description`` is the same on every run and every machine: it holds counts, never times.
public struct CheckReport<S: LoggableScene>: Sendable, CustomStringConvertible where S.Input: Sendable {
    /// The bound: how many decisions (user actions and the world's moves) a session takes at most.
    public let bound: Int
    /// How many distinct states (model and work pending, by fingerprint) were reached.
    public let distinctStates: Int
    /// How many decisions were taken from the states expanded (those leading to a state seen before included).
    public let transitions: Int
    /// The number of decisions of the deepest state reached.
    public let depth: Int
    /// How many states at the bound were reached but not expanded: 0 when the bound was exhausted.
    public let unexpanded: Int
    /// The user actions sent, each once, in the order first sent.
    public let actions: [String]
    /// How many decisions of each kind were taken.
    public let decisions: [CheckedKind: Int]
    /// The properties checked after every message, by name.
    public let properties: [String]
    /// The properties about the work left once the world settles, which a bounded check does not check.
    public let unchecked: [String]
    /// How many bytes the table of fingerprints takes (8 a slot, 10 to 15 a state), and how many
    /// the way back to each state (6 a state, and spare room).
    public let fingerprintBytes: Int, pathBytes: Int
    /// The most states a level of the search held as values at once (the frontier).
    public let frontierPeak: Int
    /// A shortest session (fewest decisions) that breaks a property; nil if every property held
    /// in every state visited.
    public let counterexample: ExploreFailure<S>?
    /// The liveness properties' verdict: checked only when the bound exhausted the scene.
    public internal(set) var liveness = LivenessReport<S>.none

    /// Whether every state reachable within the bound was expanded and nothing new lay beyond:
    /// the properties then hold in every reachable state, not only up to the bound.
    public var exhausted: Bool { counterexample == nil && unexpanded == 0 }

    /// The bytes kept for each distinct state: its fingerprint and its way back, spare room included.
    public var bytesPerState: Double {
        distinctStates == 0 ? 0 : Double(fingerprintBytes + pathBytes) / Double(distinctStates)
    }

    /// The probability that two distinct states shared a fingerprint, so that one of them (and what
    /// lies beyond it) went unvisited, estimated as TLC estimates it: each of the transitions that
    /// led to a state already seen (`transitions - distinctStates`) could have matched one of the
    /// `distinctStates` fingerprints by chance, 2^-64 each.
    public var collisionProbability: Double {
        Double(distinctStates) * Double(max(0, transitions - distinctStates)) / 18_446_744_073_709_551_616.0
    }

    /// `1234 distinct states, 5678 transitions, depth 6`.
    public var summary: String { "\(distinctStates) distinct states, \(transitions) transitions, depth \(depth)" }

    /// The summary, what the check shows, what it covered and what it did not, and the counterexample.
    public var description: String {
        var lines = [summary]
        if let counterexample {
            let violation = counterexample.violation
            lines.append("broken: \(violation.property), after \(counterexample.steps.count) decisions (no shorter session breaks it)")
            lines.append("  \(violation.detail)")
            lines += counterexample.steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        } else if unexpanded == 0 {
            lines.append("holds: every property, in every reachable state (all of them within \(depth) decisions; bound \(bound))")
        } else {
            lines.append("holds to depth \(bound): every property, in every state within \(bound) decisions; not beyond "
                + "(\(unexpanded) states at depth \(bound) not expanded)")
        }
        if !liveness.properties.isEmpty { lines.append(liveness.description) }
        lines.append("properties: " + (properties.isEmpty ? "the built-in ones" : properties.joined(separator: "; ")))
        lines.append("covered: \(actions.count) user actions (\(actions.joined(separator: ", ")))")
        let taken = CheckedKind.allCases.filter { decisions[$0, default: 0] > 0 }.map { "\($0.rawValue) \(decisions[$0]!)" }
        lines.append("decisions taken: " + taken.joined(separator: ", "))
        lines.append("not covered: sessions longer than \(bound) decisions; actions outside the rules' alphabet; "
            + "answers other than the world's candidates; rendering twice and replaying the log"
            + (unchecked.isEmpty ? "" : "; once the world settles: " + unchecked.joined(separator: "; ")))
        lines.append(
            "memory: \(distinctStates) fingerprints, \(fingerprintBytes) bytes; paths back \(pathBytes) bytes; "
                + "\(String(format: "%.1f", bytesPerState)) bytes a state; at most \(frontierPeak) states held at once")
        lines.append("fingerprints: a collision (two states taken as one) has a probability of about "
            + String(format: "%.1e", collisionProbability) + " (as TLC estimates it)")
        return lines.joined(separator: "\n")
    }
}
