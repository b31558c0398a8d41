import ReelExampleExplore
import ReelExampleNotes
import ReelExampleProfile
import Reel
@testable import ReelTesting
import ReelExampleSearch
import Testing

/// The exhaustive checker on the planted bugs the explorer finds, and on the scenes as they are.
@Suite("exhaustive checking")
struct ExhaustiveCheckTests {
    static let search: @Sendable (Search.Model) -> [Search.Msg] = { _ in Search.checkedActions }
    static let profile: @Sendable (Profile.Model) -> [Profile.Msg] = { _ in Profile.checkedActions }
    static let notes: @Sendable (Notes.Model) -> [Notes.Msg] = { _ in Notes.checkedActions }

    @Test("given a stale answer planted in the search, when checked, then a session no longer than the explorer's shrunk one breaks the rule")
    func aStaleAnswerIsFound() throws {
        let explorer = searchExplorer(StaleSearch.self)
        try Self.expectFound(
            "stale answer", breaking: "results belong to the query searched last",
            ExhaustiveChecker(explorer, actions: Self.search).check(depth: 6), explorer.explore(runs: 200, steps: 60, seed: 1))
    }

    @Test("given the selection allowed past the end, when checked, then a shortest session breaks the rule")
    func aSelectionPastTheEndIsFound() throws {
        let explorer = searchExplorer(OffByOneSearch.self)
        try Self.expectFound(
            "selection past the end", breaking: "the selection points at a result",
            ExhaustiveChecker(explorer, actions: Self.search).check(depth: 6), explorer.explore(runs: 200, steps: 60, seed: 1))
    }

    @Test("given the profile's guard and id removed, when checked, then two requests in flight are found")
    func overlappingRequestsAreFound() throws {
        let explorer = profileWorkExplorer(OverlappingProfile.self)
        try Self.expectFound(
            "overlapping requests", breaking: "at most one profile request in flight",
            ExhaustiveChecker(explorer, actions: Self.profile).check(depth: 4), explorer.explore(runs: 100, steps: 60, seed: 1))
    }

    @Test("given the notes' saves without their id, when checked, then two writes at once are found")
    func racingSavesAreFound() throws {
        let explorer = notesWorkExplorer(RacingNotes.self)
        try Self.expectFound(
            "racing saves", breaking: "one notes file request at a time",
            ExhaustiveChecker(explorer, actions: Self.notes).check(depth: 5), explorer.explore(runs: 100, steps: 60, seed: 1))
    }

    /// Expects the check to find the bug the exploration found, breaking `rule`, in no more
    /// decisions than the exploration's shrunk session, and its log to replay.
    static func expectFound<S: LoggableScene>(
        _ bug: String, breaking rule: String, _ report: CheckReport<S>, _ explored: ExploreReport<S>
    ) throws where S.Input: Sendable {
        let counterexample = try #require(report.counterexample, "the planted \(bug) was not found:\n\(report)")
        let shrunk = try #require(explored.failure, "the explorer did not find the planted \(bug)")
        #expect(counterexample.violation.property == rule || counterexample.violation.detail.contains(rule), "\(report)")
        #expect(counterexample.steps.count <= shrunk.steps.count, "\(report)\nexplorer:\n\(explored)")
        #expect(report.depth == counterexample.steps.count)
        print("checked \(bug): \(report.summary); counterexample \(counterexample.steps.count) decisions "
            + "(\(counterexample.messages.count) messages), the explorer's shrunk session \(shrunk.steps.count) "
            + "(\(shrunk.messages.count) messages)")
    }
}
