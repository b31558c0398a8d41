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
            try report.validated()
            if let difference = Self.difference(first.exploration, report.exploration) { throw .otherExploration(difference) }
            if let problem = report.problem { throw .stopped(report.shard, problem) }
        }
        let count = first.shard.count
        var byShard: [Int: ExploreReport] = [:]
        for report in reports {
            guard byShard.updateValue(report, forKey: report.shard.index) == nil else { throw .duplicateShard(report.shard) }
        }
        guard byShard.count == count else {
            // Fewer reports than shards: the first missing are among the first `reports.count + 5`
            // indices, so the search never counts up to a shard count a file made huge.
            var missing: [ExploreShard] = []
            var index = 1
            while missing.count < 5, index <= count {
                if byShard[index] == nil { missing.append(ExploreShard(index: index, count: count)!) }
                index += 1
            }
            throw .missingShards(missing)
        }
        // What each run counted, whichever shard ran it; the first failure of all.
        var counted: [Int: ExploreProgress] = [:]
        for report in reports {
            for (position, progress) in report.explored.enumerated() { counted[report.shard.run(at: position)] = progress }
        }
        let failing = reports.filter { $0.original != nil }.min { $0.original!.run < $1.original!.run }
        let end = failing.map { $0.original!.run + 1 } ?? first.exploration.runs
        var explored: [ExploreProgress] = []
        for run in 0..<end {  // ends at the first run missing: within the runs the reports list
            guard let progress = counted[run] else { throw .otherExploration("run \(run) is in no shard's report") }
            explored.append(progress)
        }
        guard let progress = ExploreProgress.total(explored) else { throw .unreadable("the shards' counts overflow") }
        return ExploreReport(first.exploration.whole, progress: progress, explored: explored, original: failing?.original, failure: failing?.failure)
    }

    /// How two shards' explorations differ besides the shard itself; nil if they do not.
    private static func difference(_ one: ExplorePlan, _ other: ExplorePlan) -> String? {
        if one.seed != other.seed { return "seed \(one.seed) and seed \(other.seed)" }
        if one.runs != other.runs { return "\(one.runs) runs and \(other.runs) runs" }
        if one.steps != other.steps { return "\(one.steps) steps and \(other.steps) steps per run" }
        if one.shard.count != other.shard.count { return "split in \(one.shard.count) shards and in \(other.shard.count)" }
        if one.build != other.build { return "build \(quoted(one.build)) and build \(quoted(other.build))" }
        if one.settings != other.settings { return "explorer settings \(quoted(one.settings)) and \(quoted(other.settings))" }
        return nil
    }

    /// Text from a report, quoted, on one line whatever it holds.
    private static func quoted(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }.joined() + "\""
    }
}
