extension ExhaustiveChecker {
    /// Checks the ``liveness`` properties after `merged`, the merged shards of this checker's check
    /// (``check(depth:shard:)``), on this machine, as ``check(depth:)`` checks them after its search:
    /// only when the shards together exhausted the scene, in the same graph, so the verdict and a
    /// lasso are the ones a single machine finds. Sets `merged`'s ``CheckMergedReport/liveness``
    /// line and returns the verdict, whose lasso writes a log; a checker that declares no liveness
    /// property leaves the line as it is.
    ///
    /// The shards cannot check liveness themselves: a cycle that breaks a property may pass through
    /// states that different shards expanded (TLC's distributed mode does not check liveness either).
    /// Throws ``CheckShardError/otherCheck(_:)``, in one line, for shards of another check: other
    /// settings, start or build, or other states than this checker reaches (a world that answers
    /// otherwise, which no settings line can name).
    public func checkLiveness(of merged: inout CheckMergedReport) throws(CheckShardError) -> LivenessReport<S> {
        guard !liveness.isEmpty else { return .none }
        guard merged.build == explorer.build else {
            throw .otherCheck("the shards are of build \"\(merged.build)\", this checker of \"\(explorer.build)\"")
        }
        let settings = settingsLine(bound: merged.bound)
        guard merged.settings == settings else { throw .otherCheck("the shards were checked with \(merged.settings); this checker checks with \(settings)") }
        let verdict: LivenessReport<S>
        if let reason = livenessNotChecked(brokeFirst: merged.counterexample != nil, unexpanded: merged.unexpanded, bound: merged.bound) {
            verdict = LivenessReport(properties: liveness.map(\.name), notChecked: reason, counterexample: nil)
        } else {
            // The shards exhausted the scene: this checker's graph holds exactly their states, or it is not their check.
            guard let graph = LivenessGraph(self, limit: merged.distinctStates + 1), graph.states.count == merged.distinctStates else {
                throw .otherCheck("this checker reaches other states than the shards' \(merged.distinctStates)")
            }
            verdict = livenessReport(in: graph)
        }
        merged.liveness = verdict.description
        return verdict
    }
}
