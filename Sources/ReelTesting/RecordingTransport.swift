import Reel

/// An HTTP transport that passes requests on to another and remembers them, and which of their
/// handles were cancelled, so a test sees what the app sent and what it stopped.
public final class RecordingTransport: HTTPTransport, Sendable {
    private let inner: any HTTPTransport
    private let sent = Locked<[HTTPRequest]>([])
    private let cancelledURLs = Locked<[String]>([])

    /// Records the requests passed on to `inner`.
    public init(_ inner: any HTTPTransport) { self.inner = inner }

    /// Every request performed so far, in order.
    public var requests: [HTTPRequest] { sent.withLock { $0 } }

    /// The URLs of the requests performed so far, in order.
    public var urls: [String] { requests.map(\.url) }

    /// How many requests were performed.
    public var performed: Int { requests.count }

    /// The URLs of the requests whose handles were cancelled, in order.
    public var cancelled: [String] { cancelledURLs.withLock { $0 } }

    public func perform(
        _ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Void
    ) -> any Cancellable {
        sent.withLock { $0.append(request) }
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
