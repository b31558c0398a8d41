import Reel
import Synchronization

/// Wraps a transport and records, per request URL, whether its handle was cancelled.
final class RecordingTransport: HTTPTransport {
    private let inner: any HTTPTransport
    private let cancelledURLs = Mutex<[String]>([])
    private let performedCount = Mutex(0)

    init(_ inner: any HTTPTransport) { self.inner = inner }

    /// The URLs of the requests whose handles were cancelled, in order.
    var cancelled: [String] { cancelledURLs.withLock { $0 } }

    /// How many requests were performed.
    var performed: Int { performedCount.withLock { $0 } }

    func perform(
        _ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Void
    ) -> any Cancellable {
        performedCount.withLock { $0 += 1 }
        return Handle(inner: inner.perform(request, completion: completion), url: request.url, transport: self)
    }

    private struct Handle: Cancellable {
        let inner: any Cancellable
        let url: String
        let transport: RecordingTransport

        func cancel() {
            transport.cancelledURLs.withLock { $0.append(url) }
            inner.cancel()
        }
    }
}
