import Foundation
import Reel
import ReelLog
@testable import ReelTesting
import Testing

/// The exhaustive checker's liveness check, on the loader: each planted bug is found as a lasso
/// whose log replays, the loader as it is passes, and a bounded check says it did not check.
@Suite("liveness checking")
struct LivenessCheckTests {
    /// A world that answers the loader's request, with a success or a failure.
    static let answering = SimulatedWorld().answering(LoadRequest.self) { _ in ["ok", "fail"] }
    /// A world whose server never answers the loader's request (it has no answer for it).
    static let silent = SimulatedWorld()

    /// A checker of `scene` in `world`, with both shipped liveness properties.
    static func checker<S: LoggableScene>(_ scene: S.Type, world: SimulatedWorld) -> ExhaustiveChecker<S>
    where S.Input == Void, S.Model == Loader.Model, S.Msg == Loader.Msg {
        var checker = ExhaustiveChecker(Explorer(scene, input: (), world: world), actions: Loader.actions)
        checker.liveness = [.everyRequestAnsweredOrCancelled(), .loadingEnds { $0.loading }]
        return checker
    }

    @Test("given a cancel that leaves the spinner on, when checked, then the lasso is load, cancel, and nothing more; its log replays")
    func aSpinnerLeftOnIsFound() throws {
        let checker = Self.checker(SpinnerKeepingLoader.self, world: Self.answering)
        let report = checker.check(depth: 40)
        #expect(report.exhausted, "\(report)")
        let lasso = try #require(report.liveness.counterexample, "\(report)")
        #expect(lasso.property == "the loading indicator eventually goes away")
        #expect(lasso.prefix == [.send(.loadTapped), .send(.cancelTapped)])
        #expect(lasso.cycle.isEmpty, "left alone, nothing happens: no answer is owed, no timer set")
        #expect(report.description.contains("prefix, 2 decisions"))
        #expect(report.description.contains("cycle: no decision, forever"))
        try Self.expectReplays(lasso, checker.explorer)
    }

    @Test("given a request the server never answers and no timeout, when checked, then it stays in flight after one load")
    func aRequestNeverAnsweredIsFound() throws {
        let checker = Self.checker(TimeoutlessLoader.self, world: Self.silent)
        let report = checker.check(depth: 40)
        let lasso = try #require(report.liveness.counterexample, "\(report)")
        #expect(lasso.property == "every request is eventually answered or cancelled")
        #expect(lasso.detail.contains("LoadRequest"), "\(lasso)")
        #expect(lasso.prefix == [.send(.loadTapped)])
        #expect(lasso.cycle.isEmpty)
        try Self.expectReplays(lasso, checker.explorer)
    }

    @Test("given a failed answer asked again at once, when checked, then the cycle is the failing answer, taken forever")
    func aRetryForeverIsFound() throws {
        let checker = Self.checker(RetryingLoader.self, world: Self.answering)
        let report = checker.check(depth: 40)
        let lasso = try #require(report.liveness.counterexample, "\(report)")
        #expect(lasso.property == "every request is eventually answered or cancelled")
        #expect(lasso.prefix == [.send(.loadTapped)])
        #expect(lasso.cycle == [.answer(0, outcome: 1)], "\(lasso)")
        #expect(lasso.messages.count == lasso.prefixMessages + 1)
        #expect(report.description.contains("cycle, 1 decisions (1 messages), taken again forever"))
        try Self.expectReplays(lasso, checker.explorer)
    }

    @Test("given the loader as it is, when checked in a world that answers and in one that never does, then both properties hold")
    func theLoaderPasses() {
        for world in [Self.answering, Self.silent] {
            let report = Self.checker(Loader.self, world: world).check(depth: 40)
            #expect(report.exhausted, "\(report)")
            #expect(report.liveness.holds, "\(report)")
            #expect(report.description.contains("liveness: holds"))
        }
    }

    @Test("given a bound that cuts the loader, when checked, then the report says liveness was not checked")
    func aBoundedCheckDoesNotCheckLiveness() {
        let report = Self.checker(SpinnerKeepingLoader.self, world: Self.answering).check(depth: 1)
        #expect(!report.exhausted)
        #expect(report.liveness.counterexample == nil)
        #expect(report.liveness.notChecked?.contains("the bound did not exhaust the scene") == true)
        #expect(report.description.contains("liveness: not checked (the bound did not exhaust the scene"))
    }

    @Test("given a leads-to property, when a state meets it at once or never, then it holds or breaks")
    func leadsToIsChecked() throws {
        var checker = Self.checker(Loader.self, world: Self.answering)
        checker.liveness = [.leadsTo("an answer, once loading", from: { $0.model.loading }, to: { $0.model.answer != nil })]
        let lasso = try #require(checker.check(depth: 40).liveness.counterexample)
        #expect((lasso.prefix + lasso.cycle).contains(.send(.cancelTapped)), "a cancel leaves no answer: \(lasso)")
        try Self.expectReplays(lasso, checker.explorer)
        checker.liveness = [.leadsTo("loading ends", from: { $0.model.loading }, to: { !$0.model.loading })]
        #expect(checker.check(depth: 40).liveness.holds)
    }

    /// Expects the lasso's log to replay identically, and its session to go round its cycle back
    /// to the state where the cycle starts.
    static func expectReplays<S: LoggableScene>(_ lasso: Lasso<S>, _ explorer: Explorer<S>) throws where S.Input: Sendable {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        try lasso.writeLog(to: url, explorer: explorer)
        guard case .identical(let steps, _) = Replay<S>.verify(logAt: url, input: explorer.input) else {
            Issue.record("the lasso's log does not replay")
            return
        }
        #expect(steps == lasso.messages.count)
        let checker = ExhaustiveChecker(explorer)
        let entry = checker.resume(CheckState(index: 0, base: nil, since: lasso.prefix))
        let around = checker.resume(CheckState(index: 0, base: nil, since: lasso.prefix + lasso.cycle))
        #expect(entry.fingerprint(checker.fingerprints) == around.fingerprint(checker.fingerprints))
    }
}
