import Foundation
import Reel
import ReelTesting
import Testing

/// HTTP, the cache and navigation intents take the one path every request takes: the handler
/// `Services` holds for the type, Reel's own or one an app registers over it.
@Suite("One request path")
struct RequestPathTests {
    /// Answers every request with a status of its own.
    private struct StatusTransport: HTTPTransport {
        let status: Int
        func perform(
            _ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Void
        ) -> any Cancellable {
            completion(.success(HTTPResponse(status: status)))
            return NotCancellable()
        }
    }

    /// A scene whose only update asks to navigate, with no parent to map the intent.
    private enum Leaf: Scene {
        enum Msg: Codable, Equatable, Sendable { case backTapped }
        static func start(_ input: Void) -> (Int, Effect<Msg>) { (0, .none) }
        static func update(_ model: inout Int, _ msg: Msg) -> Effect<Msg> { .navigate(.pop) }
        static func render(_ model: Int, into frame: inout Frame) {}
    }

    private static let page = HTTPRequest.get("http://api.test/page")

    private func statuses(_ services: Services) -> [Int] {
        let program = Program<HTTPProbe>(input: (), services: services)
        program.send(.fetchRequested(tag: "page", request: Self.page, id: "page"))
        #expect(program.waitUntilIdle())
        #expect(program.faults.isEmpty)
        return program.model.answers.compactMap { if case .response(let response) = $0.outcome { response.status } else { nil } }
    }

    @Test("given services whose transport is set after they were made, then HTTP requests go to that transport")
    func transportSetLaterTakesEffect() {
        var services = Services()
        services.http = StatusTransport(status: 201)
        #expect(statuses(services) == [201])
    }

    @Test("given a handler registered for HTTPRequest, then it answers instead of the transport, even one set later")
    func registeredHandlerOverridesTheTransport() {
        var services = Services(http: StatusTransport(status: 201))
        let seen = Locked<[HTTPRequest]>([])
        services.register(HTTPRequest.self) { request, respond in
            seen.withLock { $0.append(request) }
            respond(.success(HTTPResponse(status: 299)))
            return NotCancellable()
        }
        services.http = StatusTransport(status: 202)
        #expect(statuses(services) == [299])
        #expect(seen.withLock { $0 } == [Self.page])
    }

    @Test("given a handler registered for CacheCommand, then it answers instead of the cache")
    func registeredHandlerOverridesTheCache() {
        var services = Services()  // its cache is Unconfigured, which would fail
        services.register(CacheCommand.self) { _, respond in
            respond(.miss)
            return NotCancellable()
        }
        let program = Program<CacheProgramTests.CacheProbe>(input: (), services: services)
        program.send(.commandRequested(.read(key: "k", tiers: [.memory]), id: nil))
        #expect(program.waitUntilIdle())
        #expect(program.model.outcomes == [.miss])
    }

    @Test("given a navigation intent no parent maps, when it reaches the program, then it is a fault naming it, not work in flight")
    func unmappedNavigationIsAFault() {
        let program = Program<Leaf>(input: (), services: Services(seed: 1))
        program.send(.backTapped)
        #expect(program.waitUntilIdle(timeout: .seconds(5)))
        #expect(program.inFlight == 0)
        #expect(program.faults == [.unmappedNavigation(.pop)])
        #expect(program.faults.first?.description.contains("navigate pop reached the top") == true)
    }

    @Test("given a navigation intent in a tester, then it is stated as before and faults instead of waiting for an answer")
    func unmappedNavigationInATester() {
        let t = SceneTester<Leaf>(input: ())
        t.send(.backTapped, commands: .navigate(.pop))
        #expect(t.faults == [.unmappedNavigation(.pop)])
        #expect(t.pendingCustomRequests.isEmpty)
        t.finish()
    }

    @Test("HTTP, cache and navigation requests are logged and printed under the keys they had as commands of their own")
    func legacyEncoding() throws {
        let effect: Effect<HTTPProbe.Msg> = .batch([
            .http(Self.page, id: "page") { _ in .cancelRequested("x") },
            .cache(.remove(key: "k", tiers: [.memory])) { _ in .cancelRequested("x") },
            .navigate(.push("a/b")),
        ])
        let json = String(decoding: try JSONEncoder.sorted.encode(effect), as: UTF8.self)
        #expect(json == #"[{"http":{"id":"page","request":{"headers":[],"maxBodyBytes":4194304,"method":"GET","#
            + #""timeoutMilliseconds":10000,"url":"http://api.test/page"}}},{"cache":{"command":{"remove":"#
            + #"{"key":"k","tiers":["memory"]}}}},{"navigate":{"push":{"_0":"a/b"}}}]"#)
        #expect(effect.description == "http GET http://api.test/page id=page; cache remove k from memory; navigate push a/b")
        let scoped = effect.map(scope: "s") { $0 }
        #expect(scoped.description
            == "[s] http GET http://api.test/page id=page; [s] cache remove k from memory; navigate push a/b")
    }
}
