import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The delegate of a ``URLSessionTransport``'s session: routes each task's events to its exchange.
///
/// A delegate (rather than completion handlers) lets the transport see the body as it arrives,
/// so a response over the size limit is cut off instead of downloaded whole.
///
/// `@unchecked Sendable`: it is an `NSObject` subclass (not checkable), and its only state is
/// behind a lock.
final class HTTPSessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let exchanges = Locked<[Int: HTTPExchange]>([:])

    /// Registers a task's exchange; call before resuming the task.
    func register(_ exchange: HTTPExchange, for task: URLSessionTask) {
        exchanges.withLock { $0[task.taskIdentifier] = exchange }
    }

    private func exchange(for task: URLSessionTask) -> HTTPExchange? {
        exchanges.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        guard let exchange = exchange(for: dataTask), !exchange.receive(response) else {
            return completionHandler(.allow)
        }
        _ = exchange.end(because: .bodyTooLarge(limit: exchange.limit))
        completionHandler(.cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let exchange = exchange(for: dataTask), !exchange.receive(data) else { return }
        if exchange.end(because: .bodyTooLarge(limit: exchange.limit)) { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let exchange = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        exchange?.complete(error: error)
    }
}
