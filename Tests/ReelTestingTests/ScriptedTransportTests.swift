import Foundation
import Reel
import ReelTesting
import Testing

@Suite("Scripted transport")
struct ScriptedTransportTests {
    /// Fetches URLs it is told to and records each body or error.
    enum Fetcher: Scene {
        struct Model: Equatable, Sendable {
            var results: [String] = []
        }

        enum Msg: Codable, Equatable, Sendable {
            case fetchRequested(url: String, id: EffectID?)
            case fetched(String)
        }

        static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

        static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
            switch msg {
            case .fetchRequested(let url, let id):
                return .http(.get(url), id: id) { result in
                    .fetched((try? result.get()).map { String(decoding: $0.body, as: UTF8.self) } ?? "\(result)")
                }
            case .fetched(let text):
                model.results.append(text)
                return .none
            }
        }

        static func render(_ model: Model, into frame: inout Frame) {}
    }

    @Test func givenTwoRequests_whenTheTestAnswersThemOutOfOrder_thenUpdateSeesTheAnswersInThatOrder() {
        let network = ScriptedTransport()
        let program = Program<Fetcher>(input: (), services: Services(http: network))
        program.send(.fetchRequested(url: "http://api.test/a", id: nil))
        program.send(.fetchRequested(url: "http://api.test/b", id: nil))
        #expect(program.waitUntilDrained())
        #expect(network.pending.map(\.url) == ["http://api.test/a", "http://api.test/b"])

        network.respond(toURL: "http://api.test/b", with: .success(HTTPResponse(body: Data("B".utf8))))
        network.respondToNext(body: "A")

        #expect(program.waitUntilIdle())
        #expect(program.model.results == ["B", "A"])
        #expect(network.pending.isEmpty)
        #expect(network.requests.count == 2)
    }

    @Test func givenARequestReplacedByANewerOne_whenListed_thenTheOldOneIsCancelledAndNoLongerPending() {
        let network = ScriptedTransport()
        let program = Program<Fetcher>(input: (), services: Services(http: network))
        program.send(.fetchRequested(url: "http://api.test/old", id: "load"))
        program.send(.fetchRequested(url: "http://api.test/new", id: "load"))
        #expect(program.waitUntilDrained())

        #expect(network.cancelled.map(\.url) == ["http://api.test/old"])
        #expect(network.pending.map(\.url) == ["http://api.test/new"])
        network.respondToNext(status: 503, body: "down")

        #expect(program.waitUntilIdle())
        #expect(program.model.results == ["\(Result<HTTPResponse, HTTPError>.failure(.status(503, body: Data("down".utf8))))"])
    }

    @Test func givenNothingPending_whenTheTestResponds_thenAFailureIsReported() {
        let log = FailureLog()
        let network = ScriptedTransport(reporter: log.reporter)

        let answered = network.respondToNext(body: "x")
        network.respond(to: .get("http://api.test/none"), with: .failure(.timedOut))

        #expect(!answered)
        #expect(log.failures == ["no pending request", "no pending request GET http://api.test/none"])
    }

    @Test func givenACancelledRequest_whenTheTestTriesToAnswerIt_thenAFailureIsReported() {
        let log = FailureLog()
        let network = ScriptedTransport(reporter: log.reporter)
        let handle = network.perform(.get("http://api.test/a")) { _ in Issue.record("a cancelled request was answered") }
        handle.cancel()

        network.respond(toURL: "http://api.test/a", with: .failure(.timedOut))

        #expect(log.failures == ["no pending request for http://api.test/a"])
    }
}
