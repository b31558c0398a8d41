import Foundation
import Reel
import ReelLog
import ReelShell
import ReelTesting
import Testing

/// A liveness counterexample is a log like any other: the inspector opens it, replays every step
/// of its prefix and cycle as recorded, and shows the state that never ends.
@Suite("LogInspector: a lasso's log")
struct LogInspectorLassoTests {
    /// A spinner that a cancel leaves on: a planted liveness bug (the loading indicator never goes away).
    enum StuckSpinner: LoggableScene {
        struct Model: Equatable, Sendable { var loading = false }
        enum Msg: Equatable, Sendable, Codable { case loadTapped, cancelTapped, answered(String) }
        static let messageSamples: [Msg] = [.loadTapped, .cancelTapped, .answered("x")]
        static var requestSamples: [any Request] { [SlowRequest()] }

        static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

        static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
            switch msg {
            case .loadTapped:
                model.loading = true
                return .request(SlowRequest(), id: "load") { .answered($0) }
            case .cancelTapped:
                return .cancel("load")  // the bug: `loading` stays true
            case .answered:
                model.loading = false
                return .none
            }
        }

        static func render(_ model: Model, into frame: inout Frame) {
            frame.draw(model.loading ? "Loading…" : "Idle", x: 0, y: 0)
        }
    }

    /// The request the spinner waits for.
    struct SlowRequest: Request {
        typealias Response = String
    }

    @Test("given the lasso of a spinner left on, when its log is inspected, then every step replays as recorded and the last shows the spinner")
    func aLassoLogIsInspected() throws {
        let world = SimulatedWorld().answering(SlowRequest.self) { _ in ["ok"] }
        var checker = ExhaustiveChecker(Explorer(StuckSpinner.self, input: (), world: world)) { model in
            model.loading ? [.cancelTapped] : [.loadTapped]
        }
        checker.liveness = [.loadingEnds { $0.loading }]
        let report = checker.check(depth: 20)
        let lasso = try #require(report.liveness.counterexample, "\(report)")
        #expect(lasso.prefix == [.send(.loadTapped), .send(.cancelTapped)])

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        try lasso.writeLog(to: url, explorer: checker.explorer)

        let inspector = try LogInspector<StuckSpinner>(logAt: url, input: ())
        #expect(inspector.stepCount == lasso.messages.count)
        #expect(try inspector.firstDivergence() == nil)
        let last = try inspector.report(ofStep: inspector.stepCount)
        #expect(last.contains("cancelTapped"), "\(last)")
        #expect(last.contains("Loading…"), "\(last)")
        #expect(try inspector.html().contains("cancelTapped"))
    }
}
