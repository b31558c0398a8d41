import Foundation
import ReelExampleExplore
import ReelExampleNotes
import ReelExampleProfile
import Reel
import ReelLog
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
            ExhaustiveChecker(explorer, actions: Self.search).check(depth: 6), explorer)
    }

    @Test("given the selection allowed past the end, when checked, then a shortest session breaks the rule")
    func aSelectionPastTheEndIsFound() throws {
        let explorer = searchExplorer(OffByOneSearch.self)
        try Self.expectFound(
            "selection past the end", breaking: "the selection points at a result",
            ExhaustiveChecker(explorer, actions: Self.search).check(depth: 6), explorer)
    }

    @Test("given the profile's guard and id removed, when checked, then two requests in flight are found")
    func overlappingRequestsAreFound() throws {
        let explorer = profileWorkExplorer(OverlappingProfile.self)
        try Self.expectFound(
            "overlapping requests", breaking: "at most one profile request in flight",
            ExhaustiveChecker(explorer, actions: Self.profile).check(depth: 4), explorer)
    }

    @Test("given the notes' saves without their id, when checked, then two writes at once are found")
    func racingSavesAreFound() throws {
        let explorer = notesWorkExplorer(RacingNotes.self)
        try Self.expectFound(
            "racing saves", breaking: "one notes file request at a time",
            ExhaustiveChecker(explorer, actions: Self.notes).check(depth: 5), explorer)
    }

    /// Expects the check to find the bug the exploration (100 runs of 60 steps, seed 1) finds,
    /// breaking `rule`, in no more decisions than the exploration's shrunk session; the
    /// counterexample breaks it again when the explorer takes it, and its log replays.
    static func expectFound<S: LoggableScene>(
        _ bug: String, breaking rule: String, _ report: CheckReport<S>, _ explorer: Explorer<S>
    ) throws where S.Input: Sendable {
        let explored = explorer.explore(runs: 100, steps: 60, seed: 1)
        let counterexample = try #require(report.counterexample, "the planted \(bug) was not found:\n\(report)")
        let shrunk = try #require(explored.failure, "the explorer did not find the planted \(bug)")
        #expect(counterexample.violation.property == rule || counterexample.violation.detail.contains(rule), "\(report)")
        #expect(counterexample.steps.count <= shrunk.steps.count, "\(report)\nexplorer:\n\(explored)")
        #expect(report.depth == counterexample.steps.count)
        #expect(explorer.check(counterexample.steps)?.property == counterexample.violation.property)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        try counterexample.writeLog(to: url, explorer: explorer)
        guard case .identical(let steps, _) = Replay<S>.verify(logAt: url, input: explorer.input) else {
            Issue.record("the counterexample's log does not replay")
            return
        }
        #expect(steps == counterexample.messages.count)
        print("checked \(bug): \(report.summary); counterexample \(counterexample.steps.count) decisions "
            + "(\(counterexample.messages.count) messages), the explorer's shrunk session \(shrunk.steps.count) "
            + "(\(shrunk.messages.count) messages)")
    }
}

/// The example scenes as they are, checked to their default bounds.
@Suite("exhaustive checking of the example scenes")
struct ExampleSceneCheckTests {
    @Test("given the search as it is, when checked to depth 6, then every rule holds in every state")
    func theSearchHolds() {
        let report = ExhaustiveChecker(searchExplorer(Search.self), actions: ExhaustiveCheckTests.search).check(depth: 6)
        #expect(report.counterexample == nil, "\(report)")
        #expect(report.summary == "187 distinct states, 1103 transitions, depth 6")
        #expect(!report.exhausted, "typing goes on: the bound cuts it")
    }

    @Test("given the search brought back to its start 40 times, when checked to depth 6 from there, then it reaches what a check from the start reaches")
    func aCheckAfterALongPreludeIsTheSame() {
        var checker = ExhaustiveChecker(searchExplorer(Search.self), actions: ExhaustiveCheckTests.search)
        checker.prelude = Array(Array(repeating: Search.backToStart, count: 40).joined())
        let model = checker.model(after: checker.prelude)
        #expect(model.query == "" && model.searched == "" && model.phase == .prompt, "\(model)")
        let report = checker.check(depth: 6)
        #expect(report.counterexample == nil, "\(report)")
        #expect(report.summary == "187 distinct states, 1103 transitions, depth 6", "the states 200 decisions in are the start's")
    }

    @Test("given a search cancelled by the next query, when answered late with each candidate, then each leads to one state, and the check offers one")
    func aLateAnswerIsOfferedOnce() throws {
        let checker = ExhaustiveChecker(searchExplorer(Search.self), actions: ExhaustiveCheckTests.search)
        let session = checker.resume(CheckState(index: 0, base: nil, since: []))
        // Each query's search starts when its debounce timer fires; the second replaces the first.
        for decision: ExploreDecision<Search.Msg> in [.send(.queryChanged("x")), .advanceTime, .send(.queryChanged("em"))] {
            #expect(session.perform(decision), "\(decision)")
        }
        while session.options.late.isEmpty, session.clock.nextDue != nil { #expect(session.perform(.advanceTime)) }
        let late = try #require(session.options.late.first, "the first search is cancelled, and may still answer")
        let candidates = session.options.answerCounts[late]
        #expect(candidates == 9, "the offline backend's answer and eight failures")
        let snapshot = session.snapshot()
        let reached = Set((0..<candidates).map { outcome in
            session.restore(snapshot)
            #expect(session.perform(.answer(late, outcome: outcome)))
            return session.fingerprint(checker.fingerprints)
        })
        #expect(reached.count == 1, "the runtime drops a cancelled command's answer, whatever it says")
        session.restore(snapshot)
        let offered = session.choices(actions: Search.checkedActions, lateAnswers: true).filter { $0.kind == .lateAnswer }
        #expect(offered.map(\.decision) == [.answer(late, outcome: 0)])
    }

    @Test("given the article's example, when run, then the search holds to depth 6")
    func theArticlesExampleHolds() {
        let explorer = Explorer(Search.self, input: Search.Input(api: .offline), world: .offlineBackend,
                                properties: [.invariants(of: Search.self)])
        let checker = ExhaustiveChecker(explorer, actions: { _ in Search.checkedActions })
        let report = checker.check(depth: 6)
        #expect(report.counterexample == nil, "\(report)")
    }

    @Test("given the profile as it is, when checked to depth 8, then its rules hold in every reachable state: there are 77")
    func theProfileHolds() {
        let report = ExhaustiveChecker(profileWorkExplorer(Profile.self), actions: ExhaustiveCheckTests.profile).check(depth: 8)
        #expect(report.counterexample == nil, "\(report)")
        #expect(report.summary == "77 distinct states, 428 transitions, depth 6")
        #expect(report.exhausted, "nothing new lies beyond depth 6")
    }

    @Test("given the notes as they are, when checked, then one request at a time holds")
    func theNotesHold() {
        let report = ExhaustiveChecker(notesWorkExplorer(Notes.self), actions: ExhaustiveCheckTests.notes).check(depth: 6)
        #expect(report.counterexample == nil, "\(report)")
        #expect(report.summary == "442 distinct states, 872 transitions, depth 6")
    }
}
