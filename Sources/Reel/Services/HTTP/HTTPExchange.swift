import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request in flight in a ``URLSessionTransport``: the body so far, and how it must end.
///
/// The transport ends a task early for three reasons of its own (cancelled, timed out, body too
/// large); the first reason recorded wins, and the task's own completion then reports it instead
/// of the generic "cancelled" error URLSession gives. The completion runs exactly once.
final class HTTPExchange: Sendable {
    private struct State {
        var status = 0
        var headers: [String: String] = [:]
        var body = Data()
        var ending: HTTPError?
        var finished = false
        var deadline: (any Cancellable)?
    }

    /// The largest body accepted.
    let limit: Int
    private let completion: @Sendable (Result<HTTPResponse, HTTPError>) -> Void
    private let state = Locked(State())

    init(limit: Int, completion: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Void) {
        self.limit = limit
        self.completion = completion
    }

    /// Records why the transport is ending the task; false if the exchange already has a reason or ended.
    func end(because reason: HTTPError) -> Bool {
        state.withLock { state in
            guard state.ending == nil, !state.finished else { return false }
            state.ending = reason
            return true
        }
    }

    /// Remembers the timer that ends the exchange at its deadline, so that finishing can stop it.
    func setDeadline(_ item: any Cancellable) {
        let finished = state.withLock { state in
            if !state.finished { state.deadline = item }
            return state.finished
        }
        if finished { item.cancel() }
    }

    /// Takes the response head; false if the announced length is already over the limit.
    func receive(_ response: URLResponse) -> Bool {
        let http = response as? HTTPURLResponse
        let fits = response.expectedContentLength <= Int64(limit)
        state.withLock { state in
            state.status = http?.statusCode ?? 0
            for case let (name as String, value as String) in http?.allHeaderFields ?? [:] {
                state.headers[name.lowercased()] = value
            }
        }
        return fits
    }

    /// Appends a chunk of body; false once the body is over the limit.
    func receive(_ data: Data) -> Bool {
        state.withLock { state in
            state.body.append(data)
            return state.body.count <= limit
        }
    }

    /// Ends the exchange with the task's own outcome (nil error for a complete answer).
    func complete(error: (any Error)?) {
        let result: Result<HTTPResponse, HTTPError>? = state.withLock { state in
            guard !state.finished else { return nil }
            state.finished = true
            state.deadline?.cancel()
            state.deadline = nil
            if let ending = state.ending { return .failure(ending) }
            if let error { return .failure(Self.httpError(for: error)) }
            if state.body.count > limit { return .failure(.bodyTooLarge(limit: limit)) }
            guard (200..<300).contains(state.status) else { return .failure(.status(state.status, body: state.body)) }
            return .success(HTTPResponse(status: state.status, headers: state.headers, body: state.body))
        }
        if let result { completion(result) }
    }

    /// Maps URLSession's errors onto the few cases a scene tells apart.
    static func httpError(for error: any Error) -> HTTPError {
        guard let error = error as? URLError else { return .failed(String(describing: error)) }
        switch error.code {
        case .timedOut:
            return .timedOut
        case .cancelled:
            return .cancelled
        case .badURL, .unsupportedURL:
            return .invalidURL(error.failingURL?.absoluteString ?? "")
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .networkConnectionLost,
             .notConnectedToInternet, .secureConnectionFailed:
            return .unreachable(Self.reason(error))
        default:
            return .failed(Self.reason(error))
        }
    }

    private static func reason(_ error: URLError) -> String {
        switch error.code {
        case .cannotConnectToHost: "connection refused"
        case .cannotFindHost, .dnsLookupFailed: "host not found"
        case .networkConnectionLost: "connection lost"
        case .notConnectedToInternet: "not connected to the network"
        case .secureConnectionFailed: "secure connection failed"
        default: "URL error \(error.code.rawValue)"
        }
    }
}
