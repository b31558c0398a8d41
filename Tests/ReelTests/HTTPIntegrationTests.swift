import Foundation
import Reel
import ReelTesting
import Testing

/// The HTTP fault matrix over real HTTP: a real `Program`, the real `URLSessionTransport`, and a
/// Python server on 127.0.0.1 started for each test and stopped when the test ends.
@Suite("HTTP over loopback")
struct HTTPIntegrationTests {
    let server: ScriptServer
    let program: Program<HTTPProbe>

    init() throws {
        server = try startLoopbackServer()
        program = Program<HTTPProbe>(input: (), services: Services(http: URLSessionTransport()))
    }

    private func fetch(_ path: String, tag: String = "only", id: EffectID? = nil, timeout: Int = 10_000, limit: Int = 4 << 20) {
        let request = HTTPRequest(url: server.url(path), timeoutMilliseconds: timeout, maxBodyBytes: limit)
        program.send(.fetchRequested(tag: tag, request: request, id: id))
    }

    private func settledAnswers(within timeout: Duration = .seconds(20)) -> [HTTPProbe.Answer] {
        #expect(program.waitUntilIdle(timeout: timeout))
        return program.model.answers
    }

    @Test func givenTheSearchFixture_whenSearchingMed_thenUpdateReceivesTheDecodedPage() throws {
        let expected = try JSONDecoder().decode(HTTPProbe.SearchPage.self, from: Data(contentsOf: TestPaths.searchFixture))
        program.send(.searchRequested(tag: "med", request: .get(server.url("/search?query=med")), id: "search"))

        let answers = settledAnswers()

        #expect(answers == [HTTPProbe.Answer(tag: "med", outcome: .page(expected))])
        #expect(expected.domains.count == 50)
    }

    @Test func givenAMissingPath_whenFetched_thenUpdateReceivesStatus404WithItsBody() {
        fetch("/nowhere")
        #expect(settledAnswers() == [.init(tag: "only", outcome: .failure(.status(404, body: Data("not found".utf8))))])
    }

    @Test func givenAServerError_whenFetched_thenUpdateReceivesStatus500AndTheBodyIsKept() {
        fetch("/status/500")
        #expect(settledAnswers() == [.init(tag: "only", outcome: .failure(.status(500, body: Data("status 500".utf8))))])
    }

    @Test func givenASlowRequest_whenANewerOneWithTheSameIDStarts_thenOnlyTheNewerAnswerReachesUpdate() {
        fetch("/slow?ms=8000&tag=old", tag: "old", id: "search")
        fetch("/slow?ms=0&tag=new", tag: "new", id: "search")

        // Bounded well below the old request's 8 s: idle must not wait for the cancelled request.
        let answers = settledAnswers(within: .seconds(4))

        #expect(answers.map(\.tag) == ["new"])
        #expect(program.inFlight == 0)
    }

    @Test func givenAnAnswerSlowerThanTheTimeout_whenFetched_thenUpdateReceivesTimedOut() {
        fetch("/slow?ms=8000", timeout: 300)
        #expect(settledAnswers() == [.init(tag: "only", outcome: .failure(.timedOut))])
    }

    @Test func givenAPortNobodyListensOn_whenFetched_thenUpdateReceivesUnreachable() throws {
        let closed = try ClosedPort()
        program.send(.fetchRequested(tag: "only", request: .get(closed.url("/ping")), id: nil))

        let answers = settledAnswers()

        #expect(answers == [.init(tag: "only", outcome: .failure(.unreachable("connection refused")))])
    }

    @Test func givenABodyThatIsNotJSON_whenDecodingASearchPage_thenUpdateReceivesUndecodable() throws {
        program.send(.searchRequested(tag: "only", request: .get(server.url("/garbage")), id: nil))

        let answers = settledAnswers()

        let outcome = try #require(answers.first?.outcome)
        guard case .failure(.undecodable) = outcome else {
            Issue.record("expected undecodable, got \(outcome)")
            return
        }
        #expect(answers.count == 1)
    }

    @Test func givenABodyOverTheLimit_whenFetched_thenUpdateReceivesBodyTooLarge() {
        fetch("/large?bytes=2000000", limit: 1_000_000)
        #expect(settledAnswers() == [.init(tag: "only", outcome: .failure(.bodyTooLarge(limit: 1_000_000)))])
    }

    @Test func givenAChunkedBodyOverTheLimit_whenFetched_thenItIsCutOffAsBodyTooLarge() {
        fetch("/chunked?bytes=3000000", limit: 1_000_000)
        #expect(settledAnswers() == [.init(tag: "only", outcome: .failure(.bodyTooLarge(limit: 1_000_000)))])
    }

    @Test func givenAChunkedBodyUnderTheLimit_whenFetched_thenItArrivesWhole() {
        fetch("/chunked?bytes=200000", limit: 1_000_000)
        let answers = settledAnswers()
        guard case .response(let response)? = answers.first?.outcome else {
            Issue.record("expected a response, got \(answers)")
            return
        }
        #expect(response.body.count == 200_000)
    }

    @Test func givenABodyJustUnderTheLimit_whenFetched_thenUpdateReceivesItWhole() throws {
        fetch("/large?bytes=100000", limit: 100_000)
        let answers = settledAnswers()
        guard case .response(let response)? = answers.first?.outcome else {
            Issue.record("expected a response, got \(answers)")
            return
        }
        #expect(response.body == Data(repeating: UInt8(ascii: "x"), count: 100_000))
        #expect(response.headers["content-type"] == "text/plain")
    }

    @Test func givenAMalformedURL_whenFetched_thenUpdateReceivesInvalidURL() {
        let request = HTTPRequest(url: "not a url")
        program.send(.fetchRequested(tag: "only", request: request, id: nil))
        #expect(settledAnswers() == [.init(tag: "only", outcome: .failure(.invalidURL("not a url")))])
    }

    @Test func givenAPostWithASecretHeader_whenSent_thenTheServerGetsItAndThePrintedCommandHidesIt() throws {
        let request = HTTPRequest(
            method: "POST", url: server.url("/echo"),
            headers: [HTTPHeader("Authorization", "Bearer s3cret"), HTTPHeader("X-Trace", "t1")],
            body: Data("hello".utf8))
        program.send(.fetchRequested(tag: "only", request: request, id: nil))

        let answers = settledAnswers()

        guard case .response(let response)? = answers.first?.outcome else {
            Issue.record("expected a response, got \(answers)")
            return
        }
        let echo = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        let headers = try #require(echo["headers"] as? [String: String])
        #expect(echo["method"] as? String == "POST")
        #expect(echo["body"] as? String == "hello")
        #expect(headers["authorization"] == "Bearer s3cret")
        #expect(headers["x-trace"] == "t1")
        let printed = "\(Effect<HTTPProbe.Msg>.http(request) { _ in .responded(.init(tag: "", outcome: .failure(.cancelled))) })"
        #expect(!printed.contains("s3cret"))
    }
}
