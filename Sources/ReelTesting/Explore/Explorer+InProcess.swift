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
        // Runs the next run, if one is left; what the runs up to the first unfinished one counted.
        let runNext = { @Sendable [self] () -> ExploreProgress? in
            guard let run = ledger.withLock({ $0.take() }) else { return nil }
            var counted = ExploreProgress()
            let found = session(self, run, &counted)
            return ledger.withLock { $0.finish(run, counted: counted, found: found) }
        }
        let helpers = DispatchGroup()
        for _ in 1..<max(1, min(concurrentRuns, ledger.withLock { $0.runs.count })) {
            DispatchQueue.global().async(group: helpers) { while runNext() != nil {} }
        }
        // This thread runs sessions too, and alone tells `progress`, after each of its runs.
        while let soFar = runNext() { progress?(soFar) }
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
