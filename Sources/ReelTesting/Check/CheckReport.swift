import Reel

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
    /// How many bytes the fingerprints take (8 each), and how many the path back to each state.
    public let fingerprintBytes: Int, pathBytes: Int
    /// A shortest session (fewest decisions) that breaks a property; nil if every property held
    /// in every state visited.
    public let counterexample: ExploreFailure<S>?

    /// Whether every state reachable within the bound was expanded and nothing new lay beyond:
    /// the properties then hold in every reachable state, not only up to the bound.
    public var exhausted: Bool { counterexample == nil && unexpanded == 0 }

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
        lines.append("properties: " + (properties.isEmpty ? "the built-in ones" : properties.joined(separator: "; ")))
        lines.append("covered: \(actions.count) user actions (\(actions.joined(separator: ", ")))")
        let taken = CheckedKind.allCases.filter { decisions[$0, default: 0] > 0 }.map { "\($0.rawValue) \(decisions[$0]!)" }
        lines.append("decisions taken: " + taken.joined(separator: ", "))
        lines.append("not covered: sessions longer than \(bound) decisions; actions outside the rules' alphabet; "
            + "answers other than the world's candidates; rendering twice and replaying the log"
            + (unchecked.isEmpty ? "" : "; once the world settles: " + unchecked.joined(separator: "; ")))
        lines.append("memory: \(distinctStates) fingerprints, \(fingerprintBytes) bytes; paths back \(pathBytes) bytes")
        return lines.joined(separator: "\n")
    }
}
