import Reel
import ReelTesting
import Testing

/// A search flow with more going on than a flow test cares about: a log of what happened, a
/// follow-up message after typing, a slow-search timer beside the request.
private enum Flow: Scene {
    struct Model: Equatable, Sendable {
        var query = ""
        var loading = false
        var results: [String] = []
        var log: [String] = []
    }
    enum Msg: Equatable, Sendable, Codable {
        case typed(String), searched, answered([String]), failed, noted(String)
    }

    static func request(_ query: String) -> HTTPRequest { .get("http://flow.test/?q=\(query)") }
    static let slow = Effect<Msg>.after(.seconds(5), send: .noted("slow"), id: "slow")

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .typed(let query):
            model.query = query
            model.log.append("typed")
            return .send(.noted("typed \(query)"))
        case .searched:
            model.loading = true
            let search = Effect.http(request(model.query), decoding: [String].self, id: "search") { result in
                (try? result.get()).map(Msg.answered) ?? .failed
            }
            return .batch([search, slow])
        case .answered(let results):
            model.loading = false
            model.results = results
            return .cancel("slow")
        case .failed:
            model.loading = false
            return .cancel("slow")
        case .noted(let text):
            model.log.append(text)
            return .none
        }
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

@Suite("SceneTester: not exhaustive, only what is stated is checked")
struct SceneTesterExhaustivityTests {
    /// A flow test that states outcomes only, run with the given exhaustivity: its failures, and the model at the end.
    private func searchFlow(_ exhaustivity: Exhaustivity) -> (failures: [String], model: Flow.Model) {
        let log = FailureLog()
        let model: Flow.Model
        do {
            let t = SceneTester<Flow>(input: (), exhaustivity: exhaustivity, reporter: log.reporter)
            t.send(.typed("med")) { $0.query = "med" }
            t.send(.searched) { $0.loading = true }
            t.respond(to: Flow.request("med"), json: #"["a.com","b.com"]"#)
            t.receive(.answered(["a.com", "b.com"])) { $0.results = ["a.com", "b.com"] }
            model = t.model
        }
        return (log.failures, model)
    }

    @Test("given a flow test stating outcomes only, when run exhaustively, then every unstated consequence fails")
    func exhaustiveFlowFails() {
        let failures = searchFlow(.on).failures
        #expect(failures.contains { $0.contains("after typed(\"med\") the model differs") })
        #expect(failures.contains { $0.contains("after typed(\"med\") the commands differ") })
        #expect(failures.contains { $0.contains("while messages from effects wait to be received") })
    }

    @Test("given the same flow test, when not exhaustive, then it passes, the message not received applied as it came")
    func nonExhaustiveFlowPasses() {
        let (failures, model) = searchFlow(.off)
        #expect(failures == [])
        #expect(model.log == ["typed", "typed med"])
        #expect(!model.loading)
    }

    @Test("given a wrong stated part, when not exhaustive, then it fails naming only that part")
    func wrongStatedPartFails() {
        let log = FailureLog()
        let t = SceneTester<Flow>(input: (), exhaustivity: .off, reporter: log.reporter)
        t.send(.typed("med")) { $0.query = "mex" }
        t.send(.typed("medx")) { $0.log.append("typed") }
        t.send(.searched) { $0.loading = false }
        #expect(log.failures == [
            "after typed(\"med\") the stated parts of the model differ (expected → actual):\n  query: \"mex\" → \"med\"",
            "after searched the stated parts of the model differ (expected → actual):\n  loading: false → true",
        ])
    }

    @Test("given stated commands, when not exhaustive, then they must be among the actual ones")
    func statedCommandsMustComeOut() throws {
        let log = FailureLog()
        let t = SceneTester<Flow>(input: (), exhaustivity: .off, reporter: log.reporter)
        t.send(.searched, commands: Flow.slow)
        #expect(log.failures.isEmpty, "the request beside the timer may come out unstated")
        t.send(.searched, commands: .after(.seconds(9), send: .noted("slow"), id: "slow"))
        let failure = try #require(log.failures.first)
        #expect(failure.contains("after searched stated commands did not come out:\n  missing: after 9000ms send noted(\"slow\") id=slow"))
    }

    @Test("given a message that never comes, when received not exhaustively, then it fails listing what was applied")
    func missingMessageFails() throws {
        let log = FailureLog()
        let t = SceneTester<Flow>(input: (), exhaustivity: .off, reporter: log.reporter)
        t.send(.typed("med"))
        t.receive(.failed)
        #expect(log.failures == ["expected to receive failed, but it never came; received since the last send:\n  noted(\"typed med\")"])
    }

    @Test("given messages from effects, when not exhaustive, then each is applied as it comes, and receiving skips to the one named")
    func messagesApplyAsTheyCome() {
        let log = FailureLog()
        let t = SceneTester<Flow>(input: (), exhaustivity: .off, reporter: log.reporter)
        t.send(.typed("med"))
        #expect(t.model.log == ["typed", "typed med"], "applied when send returned")
        t.send(.searched)
        t.advance(by: .seconds(5))
        #expect(t.model.log.last == "slow", "applied when advance returned")
        t.respond(to: Flow.request("med"), json: #"["a.com"]"#)
        #expect(t.model.results == ["a.com"], "applied when respond returned")
        t.receive(.answered(["a.com"]), { $0.loading = false }, commands: .cancel("slow"))
        t.receive(.noted("slow"))
        #expect(log.failures == ["expected to receive noted(\"slow\"), but it never came"], "skipped messages cannot be received later")
    }

    @Test("given exhaustivity turned off mid-test, when the test ends with work in flight, then nothing fails")
    func switchedOffMidTest() {
        let log = FailureLog()
        do {
            let t = SceneTester<Flow>(input: (), reporter: log.reporter)
            t.send(.typed("med"), { $0.query = "med"; $0.log = ["typed"] }, commands: .send(.noted("typed med")))
            t.receive(.noted("typed med")) { $0.log.append("typed med") }
            t.exhaustivity = .off
            t.send(.searched)
        }
        #expect(log.failures == [])
    }
}
