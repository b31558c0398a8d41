import ReelExampleApp
import ReelExampleExplore
import ReelExampleNotes
import ReelExampleProfile
import Reel
import ReelLog
@testable import ReelTesting
import ReelExampleSearch
import Testing

/// What a user does on the notes screen: adds, deletes and saves notes.
let notesInput: @Sendable (Notes.Model) -> Generator<Notes.Msg> = { _ in
    .weighted([(3, .constant(.addTapped("x"))), (1, .constant(.deleteTapped(position: 1))), (2, .constant(.saveTapped))])
}

func workExplorer<S: LoggableScene>(_ scene: S.Type, properties: [Property<S>]) -> Explorer<S>
where S.Input == Search.Input, S.Model == Search.Model, S.Msg == Search.Msg {
    Explorer(scene, input: Search.Input(api: .offline), messages: searchInput, world: .offlineBackend, properties: properties)
}

func profileWorkExplorer<S: LoggableScene>(_ scene: S.Type) -> Explorer<S>
where S.Input == Profile.Input, S.Model == Profile.Model, S.Msg == Profile.Msg {
    Explorer(scene, input: Profile.Input(api: .offline, session: Fixtures.session), messages: profileInput,
             world: .offlineBackend, properties: Profile.workRules(for: scene))
}

func notesWorkExplorer<S: LoggableScene>(_ scene: S.Type) -> Explorer<S>
where S.Input == Notes.Input, S.Model == Notes.Model, S.Msg == Notes.Msg {
    Explorer(scene, input: Notes.Input(path: "notes.json"), messages: notesInput, world: .offlineBackend,
             properties: Notes.workRules(for: scene))
}

/// The example app's rules about its work in flight: each holds for the scenes as they are, and
/// finds the bug it exists for when that bug is planted in a copy.
@Suite("rules about the work in flight")
struct WorkRuleTests {
    @Test("given the example scenes and the whole app, when explored with their rules about work, then every rule holds")
    func theRulesHold() {
        let profile = profileWorkExplorer(Profile.self).explore(runs: 100, steps: 60, seed: 1)
        #expect(profile.failure == nil, "\(profile)")
        let notes = notesWorkExplorer(Notes.self).explore(runs: 100, steps: 60, seed: 1)
        #expect(notes.failure == nil, "\(notes)")
        let search = workExplorer(Search.self, properties: Search.workRules(for: Search.self) + [AppExplorer.everyCommandEnds()])
            .explore(runs: 100, steps: 60, seed: 1)
        #expect(search.failure == nil, "\(search)")
        let app = AppExplorer.make().explore(runs: 60, steps: 100, seed: 1)
        #expect(app.failure == nil, "\(app)")
    }

    @Test("given the profile's refresh guard and request id both removed, when explored, then a second request in flight is found and shrunk")
    func anOverlappingRefreshIsFound() throws {
        let report = profileWorkExplorer(OverlappingProfile.self).explore(runs: 100, steps: 60, seed: 1)
        try ExploreTests.expectFound("overlapping refresh", breaking: "at most one profile request in flight", within: 3, report)
        let failure = try #require(report.failure)
        #expect(failure.violation.detail.contains("2 in flight (at most 1)"))
        #expect(failure.testerSource().contains("explorer.check(["), "a tester cannot see work: the check form is printed")
    }

    @Test("given the profile's refresh guard removed (its request id kept), when explored, then a refresh started in place of the running one is found")
    func aRestartedRefreshIsFound() throws {
        let report = profileWorkExplorer(RestartingProfile.self).explore(runs: 100, steps: 60, seed: 1)
        try ExploreTests.expectFound(
            "restarted refresh", breaking: "a profile refresh never starts while one runs", within: 3, report)
        #expect(report.failure?.violation.detail.contains("which it stopped") == true)
    }

    @Test("given the notes' saves without their id, when explored, then two writes of the file at once are found")
    func racingSavesAreFound() throws {
        let report = notesWorkExplorer(RacingNotes.self).explore(runs: 100, steps: 60, seed: 1)
        try ExploreTests.expectFound("racing saves", breaking: "one notes file request at a time", within: 6, report)
    }

    @Test("given the search's request id dropped, when explored with its rule about work, then two requests in flight are found")
    func twoSearchRequestsAreFound() throws {
        let report = workExplorer(StaleSearch.self, properties: Search.workRules(for: StaleSearch.self)).explore(runs: 100, steps: 60, seed: 1)
        try ExploreTests.expectFound("unreplaced search request", breaking: "one search request in flight", within: 6, report)
    }

    @Test("given a progress poll that never stops, when explored, then the command left once the world settles is found")
    func aPollThatNeverEndsIsFound() throws {
        let report = workExplorer(PollingSearch.self, properties: [AppExplorer.everyCommandEnds()]).explore(runs: 100, steps: 60, seed: 1)
        let failure = try #require(report.failure, "the planted poll was not found")
        #expect(failure.violation.property == "every command is answered or cancelled once the world settles")
        // A search typed and left to run: the settling world answers it, and the poll goes on.
        #expect(failure.steps.count <= 3, "\(report)")
        #expect(failure.violation.detail.contains("still in flight: after 200ms send progressTicked id=search.progress"))
        #expect(failure.violation.detail.contains("(100 steps)"))
    }

    @Test("given the whole app with the profile's guard and id removed, when the app's explorer explores it, then the overlap is found and shrunk to a handful of steps")
    func theAppExplorerFindsTheOverlappingRefresh() throws {
        let report = AppExplorer.make(AppWithProfile<OverlappingProfile>.self).explore(runs: 200, steps: 100, seed: 7)
        let failure = try #require(report.failure, "the planted overlap was not found")
        #expect(failure.violation.property == "at most one profile request in flight")
        #expect(failure.steps.count <= 8, "\(report)")
        #expect(AppExplorer.make(AppWithProfile<OverlappingProfile>.self).check(failure.steps, seed: failure.runSeed) == failure.violation)
        #expect(AppExplorer.make().check(failure.steps, seed: failure.runSeed) == nil, "the app as it is keeps the rule")
        print("planted overlap in the app: \(report)")
    }
}
