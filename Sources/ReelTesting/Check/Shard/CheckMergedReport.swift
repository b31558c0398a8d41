/// What N shards of an exhaustive check found together (``CheckShardResult/merging(_:)``): the
/// distinct states, the depth and the verdict one machine reports, and a shortest counterexample.
/// Not the transitions, nor the decisions by kind: a state the shards' subtrees share is expanded by each.
///
/// The shards check the properties of every state; liveness properties need the whole graph of
/// states, which no shard holds, so a checker checks them after the merge, on one machine
/// (``ExhaustiveChecker/checkLiveness(of:)``). Until it does, ``liveness`` says they were not checked.
public struct CheckMergedReport: Sendable, Equatable, CustomStringConvertible {
    /// How many shards were merged.
    public let shards: Int
    /// What decided the check, as each shard's file names it (``CheckShardResult/settings``).
    public let settings: String
    /// The build that checked the shards (``CheckShardResult/build``).
    public let build: String
    /// The bound: how many decisions a session takes at most.
    public let bound: Int
    /// How many distinct states (by fingerprint) the shards reached together.
    public let distinctStates: Int
    /// The number of decisions of the deepest state, by its shortest session.
    public let depth: Int
    /// How many states at the bound were not expanded: 0 when the bound was exhausted.
    public let unexpanded: Int
    /// A shortest session that breaks a property; nil if every property held.
    public let counterexample: CheckShardResult.Counterexample?
    /// The liveness properties the shards' checker declares, by name (``CheckShardResult/liveness``).
    public let livenessProperties: [String]
    /// The liveness verdict, as one machine's report writes it: that the properties were not
    /// checked, until ``ExhaustiveChecker/checkLiveness(of:)`` checks them; nil when none is declared.
    public internal(set) var liveness: String?

    /// The merged report of shards that found these.
    init(
        shards: Int, settings: String, build: String, bound: Int, distinctStates: Int, depth: Int, unexpanded: Int,
        counterexample: CheckShardResult.Counterexample?, livenessProperties: [String]
    ) {
        self.shards = shards
        self.settings = settings
        self.build = build
        self.bound = bound
        self.distinctStates = distinctStates
        self.depth = depth
        self.unexpanded = unexpanded
        self.counterexample = counterexample
        self.livenessProperties = livenessProperties
        let reason = "the shards check the properties of every state; liveness needs the whole graph of states, "
            + "which a checker checks after the merge, on one machine"
        liveness = livenessProperties.isEmpty ? nil : livenessNotCheckedLine(reason, properties: livenessProperties)
    }

    /// Whether every reachable state was expanded and every property held.
    public var exhausted: Bool { counterexample == nil && unexpanded == 0 }

    /// The states, the verdict and the counterexample, as ``CheckReport`` writes them, then the liveness verdict.
    public var description: String {
        var lines = ["\(distinctStates) distinct states, depth \(depth) (\(shards) shards merged)"]
        if let counterexample {
            lines.append("broken: \(counterexample.property), after \(counterexample.steps.count) decisions (no shorter session breaks it)")
            lines.append("  \(counterexample.detail)")
            lines += counterexample.steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
            lines.append("(the states counted are those the shards reached before they stopped)")
        } else if unexpanded == 0 {
            lines.append("holds: every property, in every reachable state (all of them within \(depth) decisions; bound \(bound))")
        } else {
            lines.append("holds to depth \(bound): every property, in every state within \(bound) decisions; not beyond "
                + "(\(unexpanded) states at depth \(bound) not expanded)")
        }
        if let liveness { lines.append(liveness) }
        return lines.joined(separator: "\n")
    }
}
