import Foundation
import ReelExampleExplore
import Reel
import ReelLog
@testable import ReelTesting
import ReelExampleSearch
import Testing

/// An exploration split in shards, each shard's report written as JSON and read back, merges into
/// the report of the whole exploration; reports that do not make one exploration are refused.
@Suite("exploring in shards")
struct ShardTests {
    /// The reports of `count` shards of an exploration, each through its JSON.
    private func shards<S: LoggableScene>(
        _ explorer: Explorer<S>, count: Int, runs: Int, seed: UInt64
    ) throws -> [ExploreReport<S>] {
        try (1...count).map { index in
            let report = explorer.explore(runs: runs, steps: 60, seed: seed, shard: ExploreShard(index: index, count: count)!)
            return try ExploreReport<S>(json: try report.encodedJSON())
        }
    }

    @Test("given a planted bug found in run 12, when explored in 4 shards and merged, then the merge is the whole exploration's report")
    func shardsMergeIntoTheWholeReport() throws {
        let explorer = searchExplorer(StaleSearch.self)
        for (seed, runs) in [(1 as UInt64, 60), (2, 20)] {
            let whole = explorer.explore(runs: runs, steps: 60, seed: seed)
            let parts = try shards(explorer, count: 4, runs: runs, seed: seed)
            let merged = try ExploreReport.merging(parts.reversed())
            #expect(merged.description == whole.description)
            #expect(merged.progress == whole.progress)
            #expect(merged.failure?.steps == whole.failure?.steps && merged.original?.steps == whole.original?.steps)
            #expect(merged.failure?.testerSource() == whole.failure?.testerSource())
            #expect(merged.shard == .whole)
            #expect(parts.allSatisfy { $0.description.hasPrefix("shard \($0.shard) of \(runs) runs: ") })
        }
    }

    @Test("given a shard's report, when its JSON is read back, then it says the same")
    func jsonRoundTrip() throws {
        let report = searchExplorer(StaleSearch.self).explore(runs: 30, steps: 60, seed: 1, shard: ExploreShard("2/3")!)
        let read = try ExploreReport<StaleSearch>(json: try report.encodedJSON())
        #expect(read.description == report.description)
        #expect(try read.encodedJSON() == report.encodedJSON())
        #expect(read.failure?.violation == report.failure?.violation)
    }

    @Test("given reports that do not make one exploration, when read or merged, then the error names the problem")
    func refusals() throws {
        let explorer = searchExplorer(StaleSearch.self)
        let parts = try shards(explorer, count: 3, runs: 9, seed: 2)
        #expect(throws: ExploreReportError.missingShards([ExploreShard("2/3")!])) { try ExploreReport.merging([parts[0], parts[2]]) }
        #expect(throws: ExploreReportError.duplicateShard(ExploreShard("1/3")!)) { try ExploreReport.merging(parts + [parts[0]]) }
        #expect(throws: ExploreReportError.noReports) { try ExploreReport<StaleSearch>.merging([]) }
        let otherSeed = try shards(explorer, count: 3, runs: 9, seed: 3)[1]
        #expect(throws: ExploreReportError.otherExploration("seed 2 and seed 3")) { try ExploreReport.merging([parts[0], otherSeed, parts[2]]) }
        let otherSplit = try shards(explorer, count: 2, runs: 9, seed: 2)[1]
        #expect(throws: ExploreReportError.otherExploration("split in 3 shards and in 2")) { try ExploreReport.merging([parts[0], otherSplit]) }

        let json = String(decoding: try parts[0].encodedJSON(), as: UTF8.self)
        #expect(throws: ExploreReportError.otherScene("ReelExamplesTests.StaleSearch", expected: "ReelExampleSearch.Search")) {
            try ExploreReport<Search>(json: Data(json.utf8))
        }
        let schema = try #require(json.firstRange(of: #/"schema":"[0-9a-f]+"/#))
        #expect(throws: ExploreReportError.otherSchema) {
            try ExploreReport<StaleSearch>(json: Data(json.replacingCharacters(in: schema, with: #""schema":"0000""#).utf8))
        }
        #expect(throws: ExploreReportError.otherFormat("reel-explore-report", version: 3)) {
            try ExploreReport<StaleSearch>(json: Data(json.replacingOccurrences(of: #""version":2"#, with: #""version":3,"x":0"#).utf8))
        }
        #expect(throws: ExploreReportError.unreadable("not an exploration report")) { try ExploreReport<StaleSearch>(json: Data("[]".utf8)) }
    }
}
