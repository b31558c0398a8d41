import ReelExampleExplore
import ReelExampleSupport
import Foundation
import ReelExampleProfile
import Reel
import ReelLog
@testable import ReelTesting
import ReelExampleSearch
import Testing

/// What a user does on the search screen: types short queries, retries, moves the selection.
let searchInput: @Sendable (Search.Model) -> Generator<Search.Msg> = { _ in
    .weighted([
        (4, Generator.string(of: "med", length: 0...2).map { .queryChanged($0) }),
        (1, .constant(.retryTapped)),
        (2, Generator.int(in: -3...3).map { .selectionMoved(by: $0) }),
    ])
}

/// What a user does on the profile: refreshes, and goes back.
let profileInput: @Sendable (Profile.Model) -> Generator<Profile.Msg> = { _ in .constant(.refreshTapped) }

func searchExplorer<S: LoggableScene>(_ scene: S.Type) -> Explorer<S>
where S.Input == Search.Input, S.Model == Search.Model, S.Msg == Search.Msg {
    Explorer(scene, input: Search.Input(api: .offline), messages: searchInput, world: .offlineBackend,
             properties: [.invariants(of: Search.self)])
}

@Suite struct ExploreTests {
    @Test func theExampleScenesKeepTheirInvariants() {
        let search = searchExplorer(Search.self).explore(runs: 100, steps: 60, seed: 1)
        #expect(search.failure == nil, "\(search)")
        #expect(search.progress.messages > 3_000)
    }

    @Test func aStaleAnswerAppliedIsFoundAndShrunk() throws {
        try Self.expectFound(
            "stale answer", breaking: "results belong to the query searched last", within: 10,
            searchExplorer(StaleSearch.self).explore(runs: 200, steps: 60, seed: 1))
    }

    @Test func aSwallowedFailureIsFoundAndShrunk() throws {
        try Self.expectFound(
            "swallowed failure", breaking: "a failed request is shown, never swallowed", within: 10,
            searchExplorer(SwallowingSearch.self).explore(runs: 200, steps: 60, seed: 1))
    }

    @Test func anOffByOneSelectionIsFoundAndShrunk() throws {
        try Self.expectFound(
            "off-by-one", breaking: "the selection points at a result", within: 10,
            searchExplorer(OffByOneSearch.self).explore(runs: 200, steps: 60, seed: 1))
    }

    @Test func aLongFailingSessionShrinksToAFewMessages() throws {
        // 10,000 steps that do not reach the bug (moves and retries before any search), then a
        // short session that breaks the planted search: the shrinker must find the few steps the
        // break needs.
        let explorer = searchExplorer(StaleSearch.self)
        var idle = explorer
        idle.messages = { _ in .weighted([(1, .constant(.retryTapped)), (2, Generator.int(in: -3...3).map { .selectionMoved(by: $0) })]) }
        let (prefix, _, _) = idle.generate(steps: 10_000, seed: 5)
        let bug = try #require(explorer.explore(runs: 200, steps: 60, seed: 1).failure)
        let simulation = explorer.run(prefix + bug.steps, seed: bug.runSeed, checksDeeply: false)
        let violation = try #require(simulation.violation)
        let original = ExploreFailure<StaleSearch>(
            seed: 0, run: 0, runSeed: bug.runSeed, violation: violation, steps: Array((prefix + bug.steps).prefix(simulation.stepsTaken)),
            messages: simulation.messages)
        let started = ContinuousClock.now
        let shrunk = explorer.shrink(original)
        let elapsed = ContinuousClock.now - started
        #expect(shrunk.messages.count <= 10)
        #expect(shrunk.violation.property == original.violation.property)
        #expect(explorer.check(shrunk.steps, seed: shrunk.runSeed) == shrunk.violation)
        print("long session: \(original.steps.count) steps (\(original.messages.count) messages) shrunk to \(shrunk.steps.count) steps (\(shrunk.messages.count) messages) in \(elapsed)")
    }

    @Test func theSameSeedGivesTheSameReport() {
        let first = searchExplorer(StaleSearch.self).explore(runs: 50, steps: 60, seed: 7)
        let second = searchExplorer(StaleSearch.self).explore(runs: 50, steps: 60, seed: 7)
        #expect(first.description == second.description)
        #expect(first.failure?.steps == second.failure?.steps)
    }

    @Test(arguments: [2, 3, 8])
    func runsOnSeveralThreadsGiveTheReportOfOneThread(threads: Int) {
        // Given the stale-answer bug, found in run 12 of seed 1 (and runs that hold, on seed 2)
        var alone = searchExplorer(StaleSearch.self)
        alone.concurrentRuns = 1
        var together = alone
        together.concurrentRuns = threads
        for seed: UInt64 in [1, 2] {
            let runs = seed == 1 ? 60 : 20
            // When the same runs are explored on one thread and on several
            let one = alone.explore(runs: runs, steps: 60, seed: seed)
            var heard: [ExploreProgress] = []
            let several = together.explore(runs: runs, steps: 60, seed: seed) { heard.append($0) }
            // Then the failure, the shrunk steps and the counts are the same, and progress only grows
            #expect(several.description == one.description)
            #expect(several.progress == one.progress)
            #expect(several.failure?.steps == one.failure?.steps)
            #expect(heard.last == one.progress)
            #expect(zip(heard, heard.dropFirst()).allSatisfy { $0.steps <= $1.steps })
        }
    }

    @Test func theShrunkSessionIsALogThatReplaysAndATestThatFails() throws {
        let explorer = searchExplorer(StaleSearch.self)
        let failure = try #require(explorer.explore(runs: 200, steps: 60, seed: 1).failure)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        try failure.writeLog(to: url, explorer: explorer)
        guard case .identical(let steps, _) = Replay<StaleSearch>.verify(logAt: url, input: explorer.input) else {
            Issue.record("the shrunk log does not replay")
            return
        }
        #expect(steps == failure.messages.count)
        #expect(failure.testSource().contains(".advanceTime"))
        #expect(explorer.check(failure.steps, seed: failure.runSeed) != nil)
    }

    /// Expects the planted bug found, breaking `rule`, and shrunk to at most `messages` messages;
    /// prints how many runs it took, for the record.
    static func expectFound(
        _ bug: String, breaking rule: String, within messages: Int, _ report: ExploreReport<some LoggableScene>
    ) throws {
        let failure = try #require(report.failure, "the planted \(bug) was not found")
        let original = try #require(report.original)
        #expect(failure.violation.property == rule || failure.violation.detail.contains(rule))
        #expect(failure.messages.count <= messages, "\(report)")
        print("planted \(bug): found in run \(failure.run + 1), \(original.steps.count) steps shrunk to \(failure.steps.count) (\(failure.messages.count) messages)")
    }
}
