import ReelExampleExplore
import ReelExampleNotes
import ReelExampleProfile
import ReelExampleSearch
import Reel
import ReelTesting
import Testing

/// The example scenes as they are pass the shipped liveness properties wherever a bound exhausts
/// them, and a scene the bound cuts is reported as not checked.
@Suite("liveness checking of the example scenes")
struct LivenessExampleTests {
    @Test("given the profile as it is, when checked to exhaustion, then every request ends and the refresh indicator goes away")
    func theProfilePasses() {
        let explorer = profileWorkExplorer(Profile.self)
        // The article's example (CheckingExhaustively.md, "Liveness").
        var checker = ExhaustiveChecker(explorer, actions: { _ in Profile.checkedActions })
        checker.liveness = [.everyRequestAnsweredOrCancelled(), .loadingEnds { $0.isRefreshing }]
        let report = checker.check(depth: 8)
        #expect(report.liveness.holds, "\(report)")
        #expect(report.exhausted, "\(report)")
    }

    @Test("given the notes with one note added, then saves, when checked to exhaustion, then every file request ends and loading or saving ends")
    func theNotesPass() {
        var checker = ExhaustiveChecker(notesWorkExplorer(Notes.self)) { model in
            model.notes.isEmpty ? [.addTapped("x")] : [.saveTapped]
        }
        checker.liveness = [.everyRequestAnsweredOrCancelled(), .loadingEnds { $0.file == .loading || $0.file == .saving }]
        let report = checker.check(depth: 16)
        #expect(report.exhausted, "\(report)")
        #expect(report.liveness.holds, "\(report)")
    }

    @Test("given the search, whose progress ticks count on while a request runs, when checked to a bound, then liveness is not checked")
    func theSearchIsNotExhausted() {
        var checker = ExhaustiveChecker(searchExplorer(Search.self), actions: ExhaustiveCheckTests.search)
        checker.liveness = [.everyRequestAnsweredOrCancelled()]
        let report = checker.check(depth: 3)
        #expect(!report.exhausted)
        #expect(report.description.contains("liveness: not checked (the bound did not exhaust the scene"), "\(report)")
    }
}
