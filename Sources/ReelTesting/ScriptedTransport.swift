import Foundation
import Reel

/// An HTTP transport a test drives by hand: requests wait in ``pending`` until the test answers them.
///
/// Nothing happens on its own: no clock, no thread. `respond` calls the command's completion on
/// the test's thread, and the program applies the message in its turn (`waitUntilDrained`).
/// A cancelled request leaves ``pending`` and is listed in ``cancelled``; answering it is a test
/// failure, since the runtime would drop that answer anyway.
public final class ScriptedTransport: HTTPTransport, Sendable {
    private struct Waiting: Sendable {
        let number: Int
        let request: HTTPRequest
        let completion: @Sendable (Result<HTTPResponse, HTTPError>) -> Void
    }

    private struct State: Sendable {
        var nextNumber = 1
        var waiting: [Waiting] = []
        var performed: [HTTPRequest] = []
        var cancelled: [HTTPRequest] = []
    }

    private let state = Locked(State())
    private let reporter: FailureReporter

    /// Creates a transport with nothing pending; failures go to `reporter`.
    public init(reporter: FailureReporter = .testFramework) { self.reporter = reporter }

    /// The requests waiting for an answer, oldest first.
    public var pending: [HTTPRequest] { state.withLock { $0.waiting.map(\.request) } }

    /// Every request performed so far, in order, answered or not.
    public var requests: [HTTPRequest] { state.withLock { $0.performed } }

    /// The requests cancelled before they were answered, in order.
    public var cancelled: [HTTPRequest] { state.withLock { $0.cancelled } }

    /// Queues the request until the test answers it.
    public func perform(
        _ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Void
    ) -> any Cancellable {
        let number = state.withLock { state in
            let number = state.nextNumber
            state.nextNumber += 1
            state.waiting.append(Waiting(number: number, request: request, completion: completion))
            state.performed.append(request)
            return number
        }
        return Handle(transport: self, number: number)
    }

    /// Answers the oldest pending request equal to `request`; a failure if there is none.
    @discardableResult
    public func respond(
        to request: HTTPRequest, with result: Result<HTTPResponse, HTTPError>,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        answer(where: { $0 == request }, with: result, missing: "no pending request \(request)",
               at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Answers the oldest pending request for `url`; a failure if there is none.
    @discardableResult
    public func respond(
        toURL url: String, with result: Result<HTTPResponse, HTTPError>,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        answer(where: { $0.url == url }, with: result, missing: "no pending request for \(url)",
               at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Answers the oldest pending request; a failure if nothing is pending.
    @discardableResult
    public func respondToNext(
        with result: Result<HTTPResponse, HTTPError>,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        answer(where: { _ in true }, with: result, missing: "no pending request",
               at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Answers the oldest pending request with a 200 and a body; a failure if nothing is pending.
    @discardableResult
    public func respondToNext(
        status: Int = 200, body: String,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let response = HTTPResponse(status: status, body: Data(body.utf8))
        let result: Result<HTTPResponse, HTTPError> =
            (200..<300).contains(status) ? .success(response) : .failure(.status(status, body: response.body))
        return respondToNext(with: result, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    private func answer(
        where matches: (HTTPRequest) -> Bool, with result: Result<HTTPResponse, HTTPError>,
        missing: String, at site: SourceSite
    ) -> Bool {
        let found = state.withLock { state -> Waiting? in
            guard let index = state.waiting.firstIndex(where: { matches($0.request) }) else { return nil }
            return state.waiting.remove(at: index)
        }
        guard let found else {
            reporter.fail(missing, at: site)
            return false
        }
        found.completion(result)
        return true
    }

    private func cancel(number: Int) {
        state.withLock { state in
            guard let index = state.waiting.firstIndex(where: { $0.number == number }) else { return }
            state.cancelled.append(state.waiting.remove(at: index).request)
        }
    }

    private struct Handle: Cancellable {
        let transport: ScriptedTransport
        let number: Int
        func cancel() { transport.cancel(number: number) }
    }
}
