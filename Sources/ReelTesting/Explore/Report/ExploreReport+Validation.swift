extension ExploreReport {
    /// Throws unless the report is one an exploration could have written: counts in range (none
    /// below zero, none whose sum overflows), a run counted for each of its shard's runs up to
    /// the first failure (all of them when none failed), and a failure both as found and as
    /// shrunk, in a run of its shard, or neither. A report is read from a file that anything may
    /// have written, so that a merge never trusts what it cannot vouch for: above all, a report
    /// holding a counterexample never reads as "every property held".
    ///
    /// It takes time in proportion to the runs the report lists, whatever numbers it holds.
    func validated() throws(ExploreReportError) {
        let plan = exploration
        guard plan.runs >= 0 else { throw .unreadable("\(plan.runs) runs") }
        guard plan.steps >= 0 else { throw .unreadable("\(plan.steps) steps per run") }
        let shardRuns = plan.shard.runCount(of: plan.runs)
        guard explored.count <= shardRuns else {
            throw .unreadable("\(explored.count) runs counted, but shard \(shard) of \(plan.runs) runs takes \(shardRuns)")
        }
        for (position, counted) in explored.enumerated() {
            let run = plan.shard.run(at: position)
            guard counted.isNonNegative, counted.runs == run + 1 else {
                throw .unreadable("the counts of run \(run) (the shard's run \(position + 1)) are not a run's")
            }
        }
        guard ExploreProgress.total(explored) != nil else { throw .unreadable("the runs' counts overflow") }
        switch (original, failure) {
        case (nil, nil):
            guard problem != nil || explored.count == shardRuns else {
                throw .unreadable("no failure, yet \(explored.count) of the shard's \(shardRuns) runs counted")
            }
        case (let original?, let failure?):
            guard problem == nil else { throw .unreadable("a failure, and a problem that stopped the exploration") }
            let run = original.run
            guard failure.run == run, failure.runSeed == original.runSeed else {
                throw .unreadable("the failure found is in run \(run), the shrunk one in run \(failure.run)")
            }
            let first = plan.shard.index - 1
            guard run >= first, run < plan.runs, (run - first) % plan.shard.count == 0 else {
                throw .unreadable("a failure in run \(run), which shard \(shard) of \(plan.runs) runs does not take")
            }
            let upToIt = (run - first) / plan.shard.count + 1
            guard explored.count == upToIt else {
                throw .unreadable("a failure in run \(run), but \(explored.count) of the shard's runs counted, not the \(upToIt) up to it")
            }
        case (_?, nil):
            throw .unreadable("a failure found (a counterexample) but no shrunk failure")
        case (nil, _?):
            throw .unreadable("a shrunk failure but no failure found")
        }
    }
}
