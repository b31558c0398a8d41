// The exploring examples of the ReelTesting article ExploringScenes.md, verbatim (DocumentationCodeTests checks
// they stand here).
import ReelExampleExplore
import ReelExampleProfile
import Reel
import ReelTesting
import ReelExampleSearch
import Testing

@Suite struct ReadmeExploreTests {
    @Test func theReadmeExplorerFindsNothingWrongWithTheSearch() {
        let explorer = Explorer(Search.self, input: Search.Input(api: .offline), world: .offlineBackend,
                                properties: [.model("one row selected") { $0.selection >= 0 }])
        let report = explorer.explore(runs: 200, steps: 60, seed: 1)
        #expect(report.failure == nil, "\(report)")   // the shrunk steps, the seed and the run
    }
}

@Suite struct ExploringGuideTests {
    // The article's generator example, verbatim.
    @Test func theGuideGeneratorsDriveTheSearch() {
        let typing = Generator<String>.string(of: "med", length: 0...2).map { Search.Msg.queryChanged($0) }
        let moving = Generator<Int>.int(in: -3...3).map { Search.Msg.selectionMoved(by: $0) }
        var explorer = Explorer(Search.self, input: Search.Input(api: .offline))
        explorer.messages = { _ in .weighted([(4, typing), (2, moving), (1, .constant(.retryTapped))]) }
        let report = explorer.explore(runs: 20, steps: 40, seed: 1)
        #expect(report.failure == nil, "\(report)")
        #expect(report.progress.messages > 400)
    }

    // The article's properties of the work in flight and its shards, verbatim.
    @Test func theGuideWorkPropertiesHoldForTheProfile_andItsShardsMergeIntoTheWholeReport() throws {
        var explorer = Explorer(Profile.self, input: Profile.Input(api: .offline, session: Fixtures.session), world: .offlineBackend)
        explorer.messages = { _ in .weighted([(3, .constant(.refreshTapped)), (1, .constant(.sessionChanged(Fixtures.session)))]) }
        explorer.properties = [
            .atMostInFlight(1, "one profile request at a time") { $0.isHTTP("GET", path: "/me") },
            .neverRestartedInFlight("no refresh starts while one runs") { $0.isHTTP("GET", path: "/me") },
            .eventuallyAnsweredOrCancelled("every command ends once the world settles"),
        ]
        let reports = try (1...4).map { index in
            let shard = explorer.explore(runs: 100, steps: 60, seed: 1, shard: ExploreShard(index: index, count: 4)!)
            return try ExploreReport<Profile>(json: try shard.encodedJSON())   // each written by a CI job of its own
        }
        let whole = try ExploreReport.merging(reports)
        #expect(whole.failure == nil, "\(whole)")
        #expect(whole.description == explorer.explore(runs: 100, steps: 60, seed: 1).description)
    }
}
