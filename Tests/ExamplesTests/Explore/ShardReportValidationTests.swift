import Foundation
import Reel
@testable import ReelTesting
import Testing

/// A shard's report is read from a file anything may have written: what no exploration could
/// have written is refused with one line naming it, in time bounded by the file, and shards of
/// other builds or explorer settings never merge.
@Suite("reading shards' reports")
struct ShardReportValidationTests {
    private typealias Report = ExploreReport<StaleSearch>

    /// Shard `index` of `count` of a 9-run exploration, as JSON turned into a dictionary to edit
    /// (seed 1 finds nothing in these runs).
    private func shard(_ index: Int, of count: Int, seed: UInt64 = 1, _ edit: (inout Explorer<StaleSearch>) -> Void = { _ in })
        throws -> [String: Any]
    {
        var explorer = searchExplorer(StaleSearch.self)
        edit(&explorer)
        let report = explorer.explore(runs: 9, steps: 60, seed: seed, shard: ExploreShard(index: index, count: count)!)
        return try #require(try JSONSerialization.jsonObject(with: report.encodedJSON()) as? [String: Any])
    }

    private func read(_ file: [String: Any]) throws -> Report {
        try Report(json: try JSONSerialization.data(withJSONObject: file))
    }

    /// `file` with `exploration.key` set to `value`.
    private func with(_ file: [String: Any], exploration key: String, _ value: Any) -> [String: Any] {
        var file = file
        var exploration = file["exploration"] as! [String: Any]
        exploration[key] = value
        file["exploration"] = exploration
        return file
    }

    @Test("given a shard count of 0 or negative runs, when read, then refused naming it")
    func outOfRange() throws {
        let file = try shard(1, of: 3)
        #expect(throws: ExploreReportError.unreadable("exploration.shard: shard 1/0 is not I/N with 1 ≤ I ≤ N")) {
            try read(with(file, exploration: "shard", ["index": 1, "count": 0]))
        }
        #expect(throws: ExploreReportError.unreadable("-5 runs")) { try read(with(file, exploration: "runs", -5)) }
        #expect(throws: ExploreReportError.unreadable("-1 steps per run")) { try read(with(file, exploration: "steps", -1)) }
        var negative = file
        negative["explored"] = [["runs": 1, "orders": -1, "steps": 3, "messages": 3]] + (file["explored"] as! [Any]).dropFirst()
        #expect(throws: ExploreReportError.unreadable("the counts of run 0 (the shard's run 1) are not a run's")) { try read(negative) }
        var missingRun = file
        missingRun["explored"] = Array((file["explored"] as! [Any]).dropLast())
        #expect(throws: ExploreReportError.unreadable("no failure, yet 2 of the shard's 3 runs counted")) { try read(missingRun) }
    }

    @Test("given counts near Int.max, when read or merged, then refused at once: no trap, no spin")
    func nearIntMax() throws {
        let started = ContinuousClock.now
        var huge = with(try shard(1, of: 3), exploration: "shard", ["index": 1, "count": Int.max])
        huge = with(huge, exploration: "runs", Int.max)
        huge["explored"] = [(huge["explored"] as! [Any])[0]]
        let lonely = try read(huge)
        let missing = (2...6).map { ExploreShard(index: $0, count: Int.max)! }
        #expect(throws: ExploreReportError.missingShards(missing)) { try Report.merging([lonely]) }

        var overflowing = try shard(1, of: 3)
        overflowing["explored"] = (overflowing["explored"] as! [[String: Any]]).map { run in
            run.merging(["steps": Int.max]) { $1 }
        }
        #expect(throws: ExploreReportError.unreadable("the runs' counts overflow")) { try read(overflowing) }

        let halves = try (1...3).map { index in
            var file = try shard(index, of: 3)
            file["explored"] = (file["explored"] as! [[String: Any]]).enumerated().map { position, run in
                run.merging(["messages": position == 0 && index < 3 ? Int.max / 2 + 1 : 0]) { $1 }
            }
            return try read(file)
        }
        #expect(throws: ExploreReportError.unreadable("the shards' counts overflow")) { try Report.merging(halves) }
        #expect(ContinuousClock.now - started < .seconds(30))
    }

    @Test("given a report holding a counterexample but no shrunk failure, when read, then refused: never every property held")
    func counterexampleWithoutFailure() throws {
        let failing = try shard(1, of: 3, seed: 2)  // seed 2 finds the stale answer in run 6
        #expect(failing["original"] != nil && failing["failure"] != nil)
        var file = failing
        file["failure"] = nil
        #expect(throws: ExploreReportError.unreadable("a failure found (a counterexample) but no shrunk failure")) { try read(file) }
        file = failing
        file["original"] = nil
        #expect(throws: ExploreReportError.unreadable("a shrunk failure but no failure found")) { try read(file) }
    }

    @Test("given shards of other builds or explorer settings, when merged, then refused naming what differs")
    func identity() throws {
        let one = try read(try shard(1, of: 2) { $0.build = "abc" })
        let other = try read(try shard(2, of: 2) { $0.build = "def" })
        #expect(throws: ExploreReportError.otherExploration(#"build "abc" and build "def""#)) { try Report.merging([one, other]) }
        let same = try read(try shard(2, of: 2) { $0.build = "abc" })
        #expect(try Report.merging([one, same]).failure == nil)

        let deeper = try read(try shard(2, of: 2) {
            $0.build = "abc"
            $0.deepCheckEvery = 1
        })
        #expect(throws: ExploreReportError.self) { try Report.merging([one, deeper]) }
        do {
            _ = try Report.merging([one, deeper])
        } catch {
            #expect(error.description.hasPrefix("reports of different explorations: explorer settings \"deepCheckEvery 8, "))
            #expect(!error.description.contains("\n"))
        }
    }
}
