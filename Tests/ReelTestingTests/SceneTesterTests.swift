import Reel
import ReelTesting
import Testing

/// A tiny scene with every kind of consequence: a timer, a request, a follow-up message.
private enum Probe: Scene {
    struct Model: Equatable, Sendable {
        var count = 0
        var status: Int?
    }
    enum Msg: Equatable, Sendable, Codable {
        case bumped
        case timerArmed
        case timerFired
        case fetched
        case answered(Int)
        case echoed
    }

    static let page = HTTPRequest.get("http://probe.test/page")

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .bumped:
            model.count += 1
            return .none
        case .timerArmed:
            return .after(.seconds(1), send: .timerFired, id: "t")
        case .timerFired:
            return .none
        case .fetched:
            return .http(page, id: "page") { .answered((try? $0.get().status) ?? 0) }
        case .answered(let status):
            model.status = status
            return .none
        case .echoed:
            return .send(.bumped)
        }
    }

    static func render(_ model: Model, into frame: inout Frame) { frame.draw("count \(model.count)", x: 0, y: 0) }
}

@Suite("The scene tester fails whenever something is left unasserted")
struct SceneTesterTests {
    private func tester(_ log: FailureLog) -> SceneTester<Probe> {
        SceneTester<Probe>(input: (), reporter: log.reporter)
    }

    @Test("given every consequence asserted, when the test ends, then nothing fails")
    func completeRunPasses() {
        let log = FailureLog()
        do {
            let t = tester(log)
            t.send(.bumped) { $0.count = 1 }
            t.send(.echoed, commands: .send(.bumped))
            t.receive(.bumped) { $0.count = 2 }
            t.send(.timerArmed, commands: .after(.seconds(1), send: .timerFired, id: "t"))
            t.advance(by: .seconds(1))
            t.receive(.timerFired)
            t.send(.fetched, commands: [.http(Probe.page, id: "page", deliver: { _ in .answered(0) })])
            #expect(t.pendingRequests == [Probe.page])
            t.respond(to: Probe.page, with: .success(HTTPResponse(status: 201)))
            t.receive(.answered(201)) { $0.status = 201 }
        }
        #expect(log.failures == [])
    }

    @Test("given a wrong model change, when sent, then the failure shows the part that differs, expected → actual")
    func wrongChangeFails() throws {
        let log = FailureLog()
        tester(log).send(.bumped) { $0.count = 2 }
        #expect(log.failures == [
            "after bumped the model differs from the expected one (expected → actual):\n  count: 2 → 1\n  ⋯ 1 unchanged field",
        ])
    }

    @Test("given an unstated change, when sent, then it fails")
    func unstatedChangeFails() {
        let log = FailureLog()
        tester(log).send(.bumped)
        #expect(log.failures.count == 1)
    }

    @Test("given unexpected commands, when sent, then the failure lists both effects")
    func wrongCommandsFail() throws {
        let log = FailureLog()
        let t = tester(log)
        t.send(.timerArmed, commands: .after(.seconds(2), send: .timerFired, id: "t"))
        t.discardInFlight()
        let failure = try #require(log.failures.first)
        #expect(failure.contains("expected: after 2000ms send timerFired id=t"))
        #expect(failure.contains("actual:   after 1000ms send timerFired id=t"))
    }

    @Test("given a message produced by an effect, when the test ends without receiving it, then it fails")
    func unreceivedMessageFails() throws {
        let log = FailureLog()
        do { tester(log).send(.echoed, commands: .send(.bumped)) }
        let failure = try #require(log.failures.first)
        #expect(failure.contains("messages not received:\n  bumped"))
    }

    @Test("given a timer in flight, when the test ends, then it fails naming the timer")
    func timerInFlightFails() throws {
        let log = FailureLog()
        do { tester(log).send(.timerArmed, commands: .after(.seconds(1), send: .timerFired, id: "t")) }
        let failure = try #require(log.failures.first)
        #expect(failure.contains("commands still in flight:\n  after 1000ms send timerFired id=t"))
    }

    @Test("given a request in flight, when finished explicitly, then it fails once, not again at the end")
    func requestInFlightFails() {
        let log = FailureLog()
        do {
            let t = tester(log)
            t.send(.fetched, commands: [.http(Probe.page, id: "page", deliver: { _ in .answered(0) })])
            t.finish()
        }
        #expect(log.failures.count == 1)
        #expect(log.failures.first?.contains("http GET http://probe.test/page id=page") == true)
    }

    @Test("given waiting messages, when the test sends another, then it fails")
    func sendingPastWaitingMessagesFails() throws {
        let log = FailureLog()
        let t = tester(log)
        t.send(.echoed, commands: .send(.bumped))
        t.send(.bumped) { $0.count = 1 }
        t.receive(.bumped) { $0.count = 2 }
        let failure = try #require(log.failures.first)
        #expect(failure.contains("sent bumped while messages from effects wait to be received"))
    }

    @Test("given the wrong message, when received, then it fails naming the one waiting")
    func receivingTheWrongMessageFails() throws {
        let log = FailureLog()
        let t = tester(log)
        t.send(.echoed, commands: .send(.bumped))
        t.receive(.timerFired)
        let failure = try #require(log.failures.first)
        #expect(failure.contains("expected to receive timerFired, but the next message is bumped"))
    }

    @Test("given a request replaced by a newer one with its id, when the old one answers late, then its result is dropped")
    func aReplacedRequestsLateAnswerIsDropped() throws {
        let log = FailureLog()
        let t = tester(log)
        t.send(.fetched, commands: .http(Probe.page, id: "page"))
        t.send(.fetched, commands: .http(Probe.page, id: "page"))
        #expect(t.pendingRequests.count == 1)
        t.respond(to: Probe.page, with: .success(HTTPResponse(status: 200)))
        t.receive(.answered(200)) { $0.status = 200 }
        t.respond(to: Probe.page, with: .success(HTTPResponse(status: 201)))
        t.finish()
        #expect(log.failures.isEmpty)
        #expect(t.dropped == [.answered(201)])
    }
}
