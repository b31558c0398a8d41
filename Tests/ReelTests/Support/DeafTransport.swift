import Reel

/// A transport that ignores cancellation: the answer of a cancelled request still arrives, as a
/// network answer can race a cancel. The runtime must drop it.
struct DeafTransport: HTTPTransport {
    let inner: any HTTPTransport

    func perform(
        _ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Void
    ) -> any Cancellable {
        _ = inner.perform(request, completion: completion)
        return NotCancellable()
    }
}
