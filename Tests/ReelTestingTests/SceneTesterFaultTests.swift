import Reel
import ReelTesting
import Testing

/// An app-defined request, for a scene that runs it wrongly.
private struct Lookup: Request {
    typealias Response = Int
    var name: String
}

/// A scene whose update returns the comparison form of a request (no `then`), which cannot run.
private enum Careless: Scene {
    typealias Model = Int
    enum Msg: Equatable, Sendable, Codable { case looked, found(Int) }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (0, .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        msg == .looked ? .request(Lookup(name: "ada")) : .none
    }
    static func render(_ model: Model, into frame: inout Frame) {}
}

/// Commands a tester cannot start, and messages it is told to expect that never come.
@Suite struct SceneTesterFaultTests {
    @Test func givenUpdateReturningARequestWithoutThen_whenSent_thenAFaultIsNotedAndNothingIsInFlight() {
        let log = FailureLog()
        let t = SceneTester<Careless>(input: (), reporter: log.reporter)

        #expect(t.faults.isEmpty)
        t.send(.looked, commands: .request(Lookup(name: "ada")))

        #expect(t.faults == [.noThen(tag: "Lookup")])
        #expect(t.pendingCustomRequests.isEmpty)
        t.finish()
        #expect(log.failures == [])
    }

    @Test func givenNoMessageWaiting_whenReceived_thenFailsSayingNoneIsWaiting() {
        let log = FailureLog()
        let t = SceneTester<Careless>(input: (), reporter: log.reporter)

        t.receive(.found(1))

        #expect(log.failures == ["expected to receive found(1), but no message is waiting"])
    }
}
