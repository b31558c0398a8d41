/// Performs HTTP requests for HTTP commands.
public protocol HTTPTransport: Sendable {
    /// Performs the request and calls `completion` once, on any queue; after `cancel()` it may
    /// still be called (the interpreter drops that late result).
    func perform(
        _ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Void
    ) -> any Cancellable
}
