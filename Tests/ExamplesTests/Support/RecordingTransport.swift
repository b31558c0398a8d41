import Reel
import Synchronization

/// An HTTP transport that passes requests on and remembers them, so a test sees what the app sent.
final class RecordingTransport: HTTPTransport, Sendable {
    private let inner: any HTTPTransport
    private let sent = Mutex<[HTTPRequest]>([])

    init(_ inner: any HTTPTransport) { self.inner = inner }

    /// Every request performed so far, in order.
    var requests: [HTTPRequest] { sent.withLock { $0 } }

    /// The URLs of the requests performed so far, in order.
    var urls: [String] { requests.map(\.url) }

    func perform(
        _ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Void
    ) -> any Cancellable {
        sent.withLock { $0.append(request) }
        return inner.perform(request, completion: completion)
    }
}
