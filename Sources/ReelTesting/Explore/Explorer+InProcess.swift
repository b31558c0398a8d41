import Foundation
import Reel

extension Explorer {
    /// Runs the sessions in this process, ``concurrentRuns`` at a time: this thread and as many
    /// more take the next run from one ledger until the runs are done or one has failed. The
    /// outcome does not depend on which thread ran what: the report is the failure of the
    /// lowest-numbered failing run, and the progress of the runs up to it, as one thread gives.
    func exploreHere(
        runs: Int, steps: Int, seed: UInt64, shard: ExploreShard, progress: ((ExploreProgress) -> Void)?, session: @escaping RunSession
    ) -> ExploreReport<S> {
        let ledger = Locked(RunLedger<ExploreFailure<S>>(runs: shard.runs(of: runs)))
        let helpers = DispatchGroup()
        // Takes the next run, if one is left, and joins `group` (once, inside the lock) when given
        // and a run was taken.
        let take = { @Sendable (group: DispatchGroup?) -> Int? in
            ledger.withLock { ledger in
                let run = ledger.take()
                if run != nil { group?.enter() }
                return run
            }
        }
        // Runs a taken run; what the runs up to the first unfinished one counted.
        let finish = { @Sendable [self] (run: Int) -> ExploreProgress in
            var counted = ExploreProgress()
            let found = session(self, run, &counted)
            return ledger.withLock { $0.finish(run, counted: counted, found: found) }
        }
        for _ in 1..<max(1, min(concurrentRuns, ledger.withLock { $0.runs.count })) {
            // A helper the pool starts only once every run is taken does nothing; one that takes a
            // run is waited for. So this thread never waits for a helper yet to start, whose
            // thread the pool may be giving to other work (another exploration's, say).
            DispatchQueue.global().async {
                guard let first = take(helpers) else { return }
                _ = finish(first)
                while let run = take(nil) { _ = finish(run) }
                helpers.leave()
            }
        }
        // This thread runs sessions too, and alone tells `progress`, after each of its runs.
        while let run = take(nil) {
            let soFar = finish(run)  // not in `progress?(…)`, which skips its argument when nil
            progress?(soFar)
        }
        helpers.wait()
        let done = ledger.withLock { $0 }
        progress?(done.counted)
        let exploration = plan(runs: runs, steps: steps, seed: seed, shard: shard)
        if let problem = done.shortfall {  // never expected here; but an all-clear must be earned
            return ExploreReport(exploration, progress: done.counted, explored: done.countedRuns, original: nil, failure: nil, problem: problem)
        }
        let found = done.failure?.found
        return ExploreReport(exploration, progress: done.counted, explored: done.countedRuns, original: found, failure: found.map(shrink))
    }
}
