import Foundation
import Reel
import ReelTesting
import Testing

/// The transport on its own, below the program: what it reports when its handle is used.
@Suite("URLSessionTransport")
struct URLSessionTransportTests {
    /// Performs a request and blocks until its completion runs (at most `timeout`).
    private func perform(
        _ request: HTTPRequest, on transport: URLSessionTransport, timeout: Duration = .seconds(20),
        then act: (any Cancellable) -> Void = { _ in }
    ) -> Result<HTTPResponse, HTTPError>? {
        let result = Locked<Result<HTTPResponse, HTTPError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let handle = transport.perform(request) { answer in
            result.withLock { $0 = answer }
            done.signal()
        }
        act(handle)
        guard done.wait(timeout: .now() + Double(timeout.components.seconds)) == .success else { return nil }
        return result.withLock { $0 }
    }

    @Test func givenASlowRequest_whenItsHandleIsCancelled_thenTheTaskStopsWithoutWaitingForTheServer() throws {
        let server = try startLoopbackServer()
        let transport = URLSessionTransport()

        // The server answers after 10 s (its longest delay): an answer before then shows the cancel
        // did not wait for it. The wait itself is longer, so a busy machine (a sanitizer's build
        // beside it) slows the answer without failing the test.
        let started = ContinuousClock.now
        let result = perform(.get(server.url("/slow?ms=10000")), on: transport, timeout: .seconds(60)) { $0.cancel() }
        let waited = ContinuousClock.now - started

        #expect(result == .failure(.cancelled))
        #expect(waited < .seconds(10), "the cancelled request's answer came after \(waited), when the server's would have")
    }

    @Test func givenAFastRequest_whenCancelledAfterItsAnswer_thenTheAnswerStands() throws {
        let server = try startLoopbackServer()
        let transport = URLSessionTransport()
        let result = Locked<Result<HTTPResponse, HTTPError>?>(nil)
        let done = DispatchSemaphore(value: 0)

        let handle = transport.perform(.get(server.url("/ping"))) { answer in
            result.withLock { $0 = answer }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 20) == .success)
        handle.cancel()

        #expect(result.withLock { $0 }.map { try? $0.get().body } == Data("pong".utf8))
    }

    @Test func givenManyRequestsAtOnce_whenPerformed_thenEachCompletesExactlyOnce() throws {
        let server = try startLoopbackServer()
        let transport = URLSessionTransport()
        let tags = Locked<[String]>([])
        let group = DispatchGroup()

        for index in 0..<64 {
            group.enter()
            _ = transport.perform(.get(server.url("/slow?ms=0&tag=\(index)"))) { answer in
                let body = (try? answer.get().body).map { String(decoding: $0, as: UTF8.self) } ?? "\(answer)"
                tags.withLock { $0.append(body) }
                group.leave()
            }
        }

        #expect(group.wait(timeout: .now() + 30) == .success)
        #expect(Set(tags.withLock { $0 }) == Set((0..<64).map { "{\"tag\": \"\($0)\"}" }))
        #expect(tags.withLock { $0.count } == 64)
    }
}
