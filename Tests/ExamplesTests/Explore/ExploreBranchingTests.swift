import ReelExampleSearch
import ReelTesting
import Testing

/// Random exploration's completion orders taken from a snapshot of the session at the branch
/// point give what taking the session's steps again from the start gives.
@Suite("exploring: completion orders from snapshots")
struct ExploreBranchingTests {
    /// `explorer` twice: with no run checked deeply (each order from a snapshot) and with every
    /// run checked deeply (each order from the session's start, so that its log holds it all).
    static func bothWays<S>(_ explorer: Explorer<S>, runs: Int) -> (fromSnapshots: ExploreReport<S>, fromStart: ExploreReport<S>) {
        var fromSnapshots = explorer
        fromSnapshots.deepCheckEvery = 0
        var fromStart = explorer
        fromStart.deepCheckEvery = 1
        return (fromSnapshots.explore(runs: runs, steps: 60, seed: 3), fromStart.explore(runs: runs, steps: 60, seed: 3))
    }

    @Test("given the search, when its orders are taken from snapshots or from the start, then the explorations count the same")
    func theSameCounts() {
        let (fromSnapshots, fromStart) = Self.bothWays(searchExplorer(Search.self), runs: 80)
        #expect(fromSnapshots.failure == nil && fromStart.failure == nil)
        #expect(fromSnapshots.progress.orders > 0, "the runs branched")
        #expect(fromSnapshots.progress == fromStart.progress)
    }

    @Test("given a search that shows stale results, when its orders are taken from snapshots or from the start, then the same session fails")
    func theSameFailure() throws {
        let (fromSnapshots, fromStart) = Self.bothWays(searchExplorer(StaleSearch.self), runs: 200)
        let snapshotFailure = try #require(fromSnapshots.original)
        let startFailure = try #require(fromStart.original)
        #expect(snapshotFailure.run == startFailure.run)
        #expect(snapshotFailure.steps == startFailure.steps)
        #expect(snapshotFailure.violation == startFailure.violation)
    }
}
