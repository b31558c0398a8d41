import Foundation
import Reel
import ReelTesting
import Testing

/// Fetches one page and keeps the raw response, to see exactly how the tester answered.
private enum Fetcher: Scene {
    struct Model: Equatable, Sendable {
        var response: HTTPResponse?
    }
    enum Msg: Equatable, Sendable, Codable {
        case fetch, got(HTTPResponse?)
    }

    static let page = HTTPRequest.get("http://fetcher.test/page")

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .fetch: return .http(page, id: "page") { .got(try? $0.get()) }
        case .got(let response): model.response = response
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

private struct Answer: Encodable {
    var zeta: Int
    var alpha: String
    var ratio: Double = 0.5
}

@Suite("SceneTester: answering a request with JSON")
struct SceneTesterJSONTests {
    /// Fetches the page, lets `answer` respond, and receives `expected` as the response the scene
    /// got: the failures the tester reported.
    private func fetch(answering answer: (SceneTester<Fetcher>) -> Void, expecting expected: HTTPResponse) -> [String] {
        let log = FailureLog()
        do {
            let t = SceneTester<Fetcher>(input: (), reporter: log.reporter)
            t.send(.fetch, commands: .http(Fetcher.page, id: "page"))
            answer(t)
            t.receive(.got(expected)) { $0.response = expected }
        }
        return log.failures
    }

    private func jsonResponse(_ body: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["content-type": "application/json"], body: Data(body.utf8))
    }

    @Test("given JSON text, when a request is answered with it, then the scene gets it as a 200 JSON response")
    func jsonText() {
        let failures = fetch(answering: { $0.respond(to: Fetcher.page, json: #"{"b":1,"a":2}"#) },
                             expecting: jsonResponse(#"{"b":1,"a":2}"#))
        #expect(failures == [])
    }

    @Test("given an Encodable value, when a request is answered with it, then its JSON has sorted keys, every time")
    func encodedValue() {
        let failures = fetch(answering: { $0.respond(to: Fetcher.page, encoding: Answer(zeta: 1, alpha: "a/b"), status: 201) },
                             expecting: jsonResponse(#"{"alpha":"a/b","ratio":0.5,"zeta":1}"#, status: 201))
        #expect(failures == [])
    }

    @Test("given a value JSON cannot hold, when a request is answered with it, then the test fails and the request waits")
    func unencodableValueFails() throws {
        let log = FailureLog()
        let t = SceneTester<Fetcher>(input: (), reporter: log.reporter)
        t.send(.fetch, commands: .http(Fetcher.page, id: "page"))
        t.respond(to: Fetcher.page, encoding: Answer(zeta: 1, alpha: "a", ratio: .nan))
        #expect(t.pendingRequests == [Fetcher.page])
        t.discardInFlight()
        let failure = try #require(log.failures.first)
        #expect(failure.hasPrefix("cannot encode the answer to request GET http://fetcher.test/page as JSON"))
    }
}
