import Foundation
@testable import ReelTesting
import Testing

/// How runs are shared out: a ledger that gives one worker's outcome whoever finishes first, and
/// the claims file that child processes take runs from.
@Suite("sharing runs out")
struct RunSharingTests {
    private func progress(run: Int, steps: Int) -> ExploreProgress {
        var progress = ExploreProgress()
        progress.add(run: run, steps: steps, messages: steps)
        return progress
    }

    @Test("given runs finished out of order, then what is counted is the runs in order up to the first failure, and no run after it is taken")
    func ledgerCountsInOrder() throws {
        var ledger = RunLedger<String>(runs: [1, 4, 7, 10])
        #expect([ledger.take(), ledger.take(), ledger.take()] == [1, 4, 7])
        ledger.finish(7, counted: progress(run: 7, steps: 30), found: "boom")
        #expect(ledger.counted == ExploreProgress() && !ledger.isComplete, "run 1 is not done: nothing counted yet")
        #expect(ledger.take() == nil, "run 10 comes after a failure")
        ledger.finish(4, counted: progress(run: 4, steps: 20), found: nil)
        ledger.finish(1, counted: progress(run: 1, steps: 10), found: nil)
        #expect(ledger.isComplete)
        #expect(ledger.counted.steps == 60 && ledger.countedRuns.map(\.steps) == [10, 20, 30])
        let failure = try #require(ledger.failure)
        #expect(failure.run == 7 && failure.found == "boom")
        var racing = RunLedger<String>(runs: [1, 4, 7, 10])
        racing.finish(7, counted: progress(run: 7, steps: 30), found: "boom")
        racing.finish(4, counted: progress(run: 4, steps: 20), found: "earlier")
        #expect(racing.failure?.run == 4, "a lower failing run wins")
    }

    @Test("given two processes' handles on one claims file, then they take each run once, in order, and none after a failure")
    func claimsAreShared() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reel-claims-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let runs = ExploreShard("2/3")!.runs(of: 12)
        let parent = try #require(RunClaims(path: path, runs: runs, creating: true))
        let child = try #require(RunClaims(path: path, runs: runs, creating: false))
        #expect(runs == [1, 4, 7, 10])
        #expect(child.next() == 1 && parent.next() == 4 && child.hasMore)
        parent.stop(at: 4)
        #expect(child.next() == nil && !parent.hasMore)
        #expect(RunClaims(path: "/no-such-folder/claims", runs: runs, creating: true) == nil)
    }

    @Test("given shard texts, then I/N with 1 ≤ I ≤ N is a shard, taking every N-th run from I - 1")
    func shards() {
        #expect(ExploreShard("3/4")?.runs(of: 10) == [2, 6])
        #expect(ExploreShard("1/1") == .whole && ExploreShard.whole.runs(of: 3) == [0, 1, 2])
        for bad in ["0/4", "5/4", "2/0", "2", "a/b", "1/2/3", "-1/2", ""] { #expect(ExploreShard(bad) == nil, "\(bad)") }
    }
}
