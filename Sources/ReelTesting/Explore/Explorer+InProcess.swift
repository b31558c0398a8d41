import Foundation
import Reel

extension Explorer {
    /// Runs the sessions in this process, ``concurrentRuns`` at a time: this thread and as many
    /// more take the next run from one ledger until the runs are done or one has failed. The
    /// outcome does not depend on which thread ran what: the report is the failure of the
    /// lowest-numbered failing run, and the progress of the runs up to it, as one thread gives.
    func exploreHere(runs: Int, seed: UInt64, progress: ((ExploreProgress) -> Void)?, session: @escaping RunSession) -> ExploreReport<S> {
        let ledger = Locked(RunLedger<S>(runs: runs))
        // Runs the next run, if one is left; what the runs up to the first unfinished one counted.
        let runNext = { @Sendable [self] () -> ExploreProgress? in
            guard let run = ledger.withLock({ $0.take() }) else { return nil }
            var counted = ExploreProgress()
            let found = session(self, run, &counted)
            return ledger.withLock { $0.finish(run, counted: counted, found: found) }
        }
        let helpers = DispatchGroup()
        for _ in 1..<max(1, min(concurrentRuns, runs)) {
            DispatchQueue.global().async(group: helpers) { while runNext() != nil {} }
        }
        // This thread runs sessions too, and alone tells `progress`, after each of its runs.
        while let soFar = runNext() { progress?(soFar) }
        helpers.wait()
        let (counted, found) = ledger.withLock { ($0.counted, $0.failure) }
        progress?(counted)
        guard let found else { return ExploreReport(seed: seed, progress: counted, original: nil, failure: nil) }
        return ExploreReport(seed: seed, progress: counted, original: found, failure: shrink(found))
    }
}

/// The runs of an in-process exploration, shared by the threads that run them: which run is
/// next, and what each finished run counted and found.
struct RunLedger<S: LoggableScene>: Sendable where S.Input: Sendable {
    let runs: Int
    private var next = 0
    private var finished: [Int: (counted: ExploreProgress, found: ExploreFailure<S>?)] = [:]
    /// The lowest-numbered run known to have failed.
    private var firstFailed: Int?
    /// What the runs counted from run 0 up to the first not finished (or the first failed, which
    /// it includes): once every started run has finished, everything the exploration counted.
    private(set) var counted = ExploreProgress()
    /// The first run not yet in `counted`.
    private var countedEnd = 0

    init(runs: Int) { self.runs = runs }

    /// The next run to start; nil when every run has started, or a failure was found in an
    /// earlier one (runs after a failure need not run).
    mutating func take() -> Int? {
        guard next < runs, next < firstFailed ?? .max else { return nil }
        defer { next += 1 }
        return next
    }

    /// Records a finished run; what the runs up to the first unfinished one have counted.
    mutating func finish(_ run: Int, counted runCounted: ExploreProgress, found: ExploreFailure<S>?) -> ExploreProgress {
        finished[run] = (runCounted, found)
        if found != nil { firstFailed = min(firstFailed ?? run, run) }
        while countedEnd < (firstFailed.map { $0 + 1 } ?? runs), let done = finished[countedEnd] {
            counted.add(done.counted)
            countedEnd += 1
        }
        return counted
    }

    /// The failure of the lowest-numbered failed run.
    var failure: ExploreFailure<S>? { firstFailed.flatMap { finished[$0]?.found } }
}
