import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real HTTP transport: `URLSession`, with its own session, delegate queue and completion queue.
///
/// - The request's `timeoutMilliseconds` bounds the whole exchange (URLSession's own timeout only
///   bounds the silence between packets), so a server that trickles bytes still times out.
/// - A body over `maxBodyBytes` ends in ``HTTPError/bodyTooLarge(limit:)`` as soon as the announced
///   length or the bytes received exceed it; the rest is not downloaded.
/// - A status outside 2xx ends in ``HTTPError/status(_:body:)`` with the body kept.
/// - Cancelling the handle cancels the task; the completion still reports `.cancelled`, which
///   the interpreter drops (the command's ticket is gone).
///
/// Completions run on a concurrent queue: that is where a command's `deliver` decodes the body, so
/// responses decode in parallel and never on the program's queue.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let delegate = HTTPSessionDelegate()
    private let completionQueue = DispatchQueue(label: "reel.http.completion", attributes: .concurrent)
    private let deadlines = DispatchTimers(queue: DispatchQueue(label: "reel.http.deadlines"))

    /// Creates a transport over an ephemeral session (no cookies, no URL cache, no credentials kept).
    public init(maxConnectionsPerHost: Int = 32) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpMaximumConnectionsPerHost = maxConnectionsPerHost
        let delegateQueue = OperationQueue()
        delegateQueue.name = "reel.http.delegate"
        delegateQueue.maxConcurrentOperationCount = 1
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: delegateQueue)
    }

    deinit {
        // The session keeps its delegate alive until invalidated; this also cancels what still runs.
        session.invalidateAndCancel()
    }

    /// Starts the request; `completion` is called once, on the transport's completion queue.
    public func perform(
        _ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Void
    ) -> any Cancellable {
        let queue = completionQueue
        let exchange = HTTPExchange(limit: request.maxBodyBytes) { result in queue.async { completion(result) } }
        guard let urlRequest = Self.urlRequest(for: request) else {
            _ = exchange.end(because: .invalidURL(request.url))
            exchange.complete(error: nil)
            return NotCancellable()
        }
        let task = session.dataTask(with: urlRequest)
        let handle = TaskHandle(task: task, exchange: exchange)
        delegate.register(exchange, for: task)
        exchange.setDeadline(deadlines.schedule(after: .milliseconds(max(1, request.timeoutMilliseconds))) {
            handle.end(because: .timedOut)
        })
        task.resume()
        return handle
    }

    /// The URLRequest for a command's request, or nil if its URL is not an absolute http(s) URL.
    static func urlRequest(for request: HTTPRequest) -> URLRequest? {
        guard let url = URL(string: request.url), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty else { return nil }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        // Slightly later than the transport's own deadline, which reports the timeout first.
        urlRequest.timeoutInterval = Double(request.timeoutMilliseconds) / 1_000 + 1
        for header in request.headers { urlRequest.addValue(header.value, forHTTPHeaderField: header.name) }
        return urlRequest
    }

    /// Stops one task, recording why so the completion reports the right error.
    ///
    /// `@unchecked Sendable`: `URLSessionTask` is thread-safe but not marked `Sendable` everywhere.
    private struct TaskHandle: Cancellable, @unchecked Sendable {
        let task: URLSessionTask
        let exchange: HTTPExchange

        func cancel() { end(because: .cancelled) }

        func end(because reason: HTTPError) {
            if exchange.end(because: reason) { task.cancel() }
        }
    }
}
