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
    /// The runs said to have finished more than once, in the order they were said to (the first
    /// word on a run is the one kept).
    private(set) var countedTwice: [Int] = []
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
        guard finished[run] == nil else {
            countedTwice.append(run)
            return counted
        }
        finished[run] = (runCounted, found)
        if found != nil { firstFailed = min(firstFailed ?? position, position) }
        while countedEnd < mustCountEnd, let done = finished[runs[countedEnd]] {
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
    var isComplete: Bool { countedEnd == mustCountEnd }

    /// The position in `runs` past the last run that must be counted: the first failure, or every run.
    private var mustCountEnd: Int { firstFailed.map { $0 + 1 } ?? runs.count }

    /// Why the ledger cannot be trusted, in one line: the runs up to the first failure (every
    /// run, when none failed) that never finished, and the runs that finished twice; nil when
    /// every run was counted exactly once.
    var shortfall: String? {
        var problems: [String] = []
        let lost = runs[countedEnd..<mustCountEnd].filter { finished[$0] == nil }
        if !lost.isEmpty { problems.append("\(Self.listed(lost)) never counted") }
        if !countedTwice.isEmpty { problems.append("\(Self.listed(countedTwice)) counted twice") }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// `run 3`, `runs 2, 3 and 5`, or, for many, the first few and the last: `38 runs (2, 3, 4, 5, …, 39)`.
    private static func listed(_ runs: [Int]) -> String {
        switch runs.count {
        case 1: return "run \(runs[0])"
        case 2...5: return "runs " + runs.dropLast().map(String.init).joined(separator: ", ") + " and \(runs.last!)"
        default: return "\(runs.count) runs (" + runs.prefix(4).map(String.init).joined(separator: ", ") + ", …, \(runs.last!))"
        }
    }
}
