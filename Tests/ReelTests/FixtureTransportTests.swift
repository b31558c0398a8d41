import Foundation
import Reel
import ReelTesting
import Testing

@Suite("Fixture transport")
final class FixtureTransportTests {
    let directory: URL

    init() throws {
        directory = try TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("GET/items"), withIntermediateDirectories: true)
        try Data(contentsOf: TestPaths.searchFixture).write(to: directory.appendingPathComponent("GET/search?query=med.json"))
        try Data("[1,2,3]".utf8).write(to: directory.appendingPathComponent("GET/items.json"))
        try Data("{\"id\":3}".utf8).write(to: directory.appendingPathComponent("GET/items/3.json"))
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    @Test(arguments: [
        ("GET", "http://api.test/search?query=med", "GET/search?query=med.json"),
        ("get", "https://other.host:8080/search?query=med", "GET/search?query=med.json"),
        ("GET", "http://api.test/items/3", "GET/items/3.json"),
        ("GET", "http://api.test/items/", "GET/items.json"),
        ("GET", "http://api.test/", "GET/index.json"),
        ("GET", "http://api.test", "GET/index.json"),
        ("POST", "http://api.test/login", "POST/login.json"),
        ("GET", "http://api.test/search?query=a%20b", "GET/search?query=a%20b.json"),
        ("GET", "http://api.test/search?query=x/y?z", "GET/search?query=x%2Fy%3Fz.json"),
        ("GET", "http://api.test/a/../../etc/passwd", "GET/a/%2E%2E/%2E%2E/etc/passwd.json"),
        ("GET", "http://api.test/caf%C3%A9", "GET/caf%C3%A9.json"),
    ])
    func givenARequest_whenNamingItsFixture_thenTheNameFollowsTheDocumentedScheme(method: String, url: String, name: String) {
        #expect(FixtureTransport.fileName(for: HTTPRequest(method: method, url: url)) == name)
    }

    @Test func givenAFixtureFile_whenRequested_thenItsBytesAreTheAnswer() throws {
        let transport = FixtureTransport(directory: directory)
        let expected = try Data(contentsOf: TestPaths.searchFixture)
        #expect(try transport.answer(.get("http://api.test/search?query=med")).get().body == expected)
        #expect(try transport.answer(.get("http://api.test/items/3")).get().body == Data("{\"id\":3}".utf8))
    }

    @Test func givenNoFixture_whenRequested_thenTheAnswerIs404NamingTheMissingFile() {
        let transport = FixtureTransport(directory: directory)
        #expect(transport.answer(.get("http://api.test/search?query=zzz"))
            == .failure(.status(404, body: Data("no fixture GET/search?query=zzz.json".utf8))))
    }

    @Test func givenAConfiguredFailure_whenRequested_thenTheFailureWinsOverTheFile() {
        let transport = FixtureTransport(directory: directory, failures: ["GET/items.json": .unreachable("offline")])
        #expect(transport.answer(.get("http://api.test/items")) == .failure(.unreachable("offline")))
    }

    @Test func givenAFallback_whenNoFileAnswers_thenTheFallbackComputesTheAnswer() throws {
        let transport = FixtureTransport(directory: directory, fallback: { request in
            guard request.url.contains("echo") else { return nil }
            return .success(HTTPResponse(body: Data(request.url.utf8)))
        })
        #expect(transport.answer(.get("http://api.test/echo?x=1")) == .success(HTTPResponse(body: Data("http://api.test/echo?x=1".utf8))))
        #expect(try transport.answer(.get("http://api.test/items")).get().body == Data("[1,2,3]".utf8))
        #expect(transport.answer(.get("http://api.test/other")) == .failure(.status(404, body: Data("no fixture GET/other.json".utf8))))
    }

    @Test func givenABodyOverTheRequestsLimit_whenRequested_thenItIsTooLarge() {
        let transport = FixtureTransport(directory: directory)
        let request = HTTPRequest(url: "http://api.test/search?query=med", maxBodyBytes: 100)
        #expect(transport.answer(request) == .failure(.bodyTooLarge(limit: 100)))
    }

    @Test func givenAnUnparsableURL_whenRequested_thenItIsInvalid() {
        #expect(FixtureTransport(directory: directory).answer(.get("no scheme")) == .failure(.invalidURL("no scheme")))
    }

    @Test func givenLatencyOnAVirtualClock_whenTimePasses_thenTheAnswerArrivesOnlyAfterTheLatency() throws {
        let clock = VirtualClock()
        let transport = FixtureTransport(directory: directory, timers: clock, latency: { _ in .milliseconds(300) })
        let program = Program<HTTPProbe>(input: (), services: Services(timers: clock, http: transport))
        program.send(.fetchRequested(tag: "items", request: .get("http://api.test/items"), id: nil))
        #expect(program.waitUntilDrained())

        clock.advance(by: .milliseconds(299))
        #expect(program.waitUntilDrained())
        #expect(program.model.answers.isEmpty)

        clock.advance(by: .milliseconds(1))
        #expect(program.waitUntilIdle())
        let answer = try #require(program.model.answers.first)
        guard case .response(let response) = answer.outcome else {
            Issue.record("expected a response, got \(answer)")
            return
        }
        #expect(response.body == Data("[1,2,3]".utf8))
        #expect(clock.pendingCount == 0)
    }

    @Test func givenAPendingRequest_whenCancelled_thenItsTimerIsGoneAndNothingArrives() {
        let clock = VirtualClock()
        let transport = FixtureTransport(directory: directory, timers: clock, latency: { _ in .seconds(1) })
        let program = Program<HTTPProbe>(input: (), services: Services(timers: clock, http: transport))
        program.send(.fetchRequested(tag: "items", request: .get("http://api.test/items"), id: "load"))
        program.send(.cancelRequested("load"))
        #expect(program.waitUntilIdle())

        #expect(clock.pendingCount == 0)
        clock.advance(by: .seconds(2))
        #expect(program.waitUntilIdle())
        #expect(program.model.answers.isEmpty)
    }
}
