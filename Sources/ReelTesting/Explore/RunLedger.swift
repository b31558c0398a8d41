/// The runs of an exploration (or of one shard of it), shared by whatever runs them (threads,
/// child processes): which run is next, and what each finished run counted and found.
///
/// Whoever runs what, in whichever order, the outcome is the one a single worker taking the runs
/// in order gives: the failure of the lowest-numbered failing run, and what the runs up to it
/// counted.
struct RunLedger<Found: Sendable>: Sendable {
    /// The runs, in order.
    let runs: [Int]
    /// The position in `runs` of the next run to start.
    private var next = 0
    private var finished: [Int: (counted: ExploreProgress, found: Found?)] = [:]
    /// The position in `runs` of the first run known to have failed.
    private var firstFailed: Int?
    /// What the runs counted from the first up to the first not finished (or the first failed,
    /// which it includes): once every started run has finished, everything the exploration counted.
    private(set) var counted = ExploreProgress()
    /// What each run in `counted` counted, in order.
    private(set) var countedRuns: [ExploreProgress] = []
    /// The position in `runs` of the first run not yet in `counted`.
    private var countedEnd = 0
    /// Where each run is in `runs`.
    private let positions: [Int: Int]

    /// The ledger of these runs, in this order.
    init(runs: [Int]) {
        self.runs = runs
        positions = Dictionary(uniqueKeysWithValues: runs.enumerated().map { ($0.element, $0.offset) })
    }

    /// The next run to start; nil when every run has started, or a failure was found in an
    /// earlier one (runs after a failure need not run).
    mutating func take() -> Int? {
        guard next < runs.count, next < firstFailed ?? .max else { return nil }
        defer { next += 1 }
        return runs[next]
    }

    /// Records a finished run; what the runs up to the first unfinished one have counted.
    @discardableResult
    mutating func finish(_ run: Int, counted runCounted: ExploreProgress, found: Found?) -> ExploreProgress {
        guard let position = positions[run] else { return counted }
        finished[run] = (runCounted, found)
        if found != nil { firstFailed = min(firstFailed ?? position, position) }
        while countedEnd < (firstFailed.map { $0 + 1 } ?? runs.count), let done = finished[runs[countedEnd]] {
            counted.add(done.counted)
            countedRuns.append(done.counted)
            countedEnd += 1
        }
        return counted
    }

    /// The lowest-numbered failed run and what it found.
    var failure: (run: Int, found: Found)? {
        guard let position = firstFailed, let found = finished[runs[position]]?.found else { return nil }
        return (runs[position], found)
    }

    /// Whether every run up to the first failure (every run, if none failed) has finished.
    var isComplete: Bool { countedEnd == (firstFailed.map { $0 + 1 } ?? runs.count) }
}
