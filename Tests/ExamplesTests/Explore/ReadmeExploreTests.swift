// The exploring examples of the README and Docs/Exploring.md, verbatim (DocumentationCodeTests checks
// they stand here).
import ReelExampleExplore
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
    // Docs/Exploring.md's generator example, verbatim.
    @Test func theGuideGeneratorsDriveTheSearch() {
        let typing = Generator<String>.string(of: "med", length: 0...2).map { Search.Msg.queryChanged($0) }
        let moving = Generator<Int>.int(in: -3...3).map { Search.Msg.selectionMoved(by: $0) }
        var explorer = Explorer(Search.self, input: Search.Input(api: .offline))
        explorer.messages = { _ in .weighted([(4, typing), (2, moving), (1, .constant(.retryTapped))]) }
        let report = explorer.explore(runs: 20, steps: 40, seed: 1)
        #expect(report.failure == nil, "\(report)")
        #expect(report.progress.messages > 400)
    }
}
