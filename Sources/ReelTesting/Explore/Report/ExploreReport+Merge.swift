import Reel

extension ExploreReport {
    /// The report of a whole exploration from the reports of all its shards, in any order: the
    /// report one machine exploring every run would have given, byte for byte (the failure of
    /// the lowest-numbered failing run, as found and as shrunk, and what the runs up to it
    /// counted). Every shard runs the runs up to its own first failure, so together they ran
    /// every run up to the first failure of all.
    public static func merging(_ reports: [ExploreReport]) throws(ExploreReportError) -> ExploreReport {
        guard let first = reports.first else { throw .noReports }
        for report in reports {
            if let difference = Self.difference(first.exploration, report.exploration) { throw .otherExploration(difference) }
            if let problem = report.problem { throw .stopped(report.shard, problem) }
        }
        let count = first.shard.count
        var byShard: [Int: ExploreReport] = [:]
        for report in reports {
            guard byShard.updateValue(report, forKey: report.shard.index) == nil else { throw .duplicateShard(report.shard) }
        }
        let missing = (1...count).filter { byShard[$0] == nil }.compactMap { ExploreShard(index: $0, count: count) }
        guard missing.isEmpty else { throw .missingShards(missing) }
        // What each run counted, whichever shard ran it; the first failure of all.
        var counted: [Int: ExploreProgress] = [:]
        for report in reports {
            for (run, progress) in zip(report.shard.runs(of: report.exploration.runs), report.explored) { counted[run] = progress }
        }
        let failing = reports.filter { $0.original != nil }.min { $0.original!.run < $1.original!.run }
        let end = failing.map { $0.original!.run + 1 } ?? first.exploration.runs
        let explored = (0..<end).compactMap { counted[$0] }
        guard explored.count == end else {
            throw .otherExploration("run \((0..<end).first { counted[$0] == nil }!) is in no shard's report")
        }
        return ExploreReport(
            first.exploration.whole, progress: explored.reduce(into: ExploreProgress()) { $0.add($1) }, explored: explored,
            original: failing?.original, failure: failing?.failure)
    }

    /// How two shards' explorations differ besides the shard itself; nil if they do not.
    private static func difference(_ one: ExplorePlan, _ other: ExplorePlan) -> String? {
        if one.seed != other.seed { return "seed \(one.seed) and seed \(other.seed)" }
        if one.runs != other.runs { return "\(one.runs) runs and \(other.runs) runs" }
        if one.steps != other.steps { return "\(one.steps) steps and \(other.steps) steps per run" }
        if one.shard.count != other.shard.count { return "split in \(one.shard.count) shards and in \(other.shard.count)" }
        return nil
    }
}
