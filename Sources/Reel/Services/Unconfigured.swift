/// The service a program has when none was given for HTTP or the cache: every command answers at
/// once with a clear failure, so a scene that uses it by mistake shows an error instead of hanging.
public struct Unconfigured: HTTPTransport, CacheService {
    /// Creates the service.
    public init() {}

    /// Answers `failed("no HTTP transport is configured")`.
    public func perform(
        _ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Void
    ) -> any Cancellable {
        completion(.failure(.failed("no HTTP transport is configured")))
        return NotCancellable()
    }

    /// Answers `failed("no cache is configured")`.
    public func run(_ command: CacheCommand, completion: @escaping @Sendable (CacheOutcome) -> Void) -> any Cancellable {
        completion(.failed("no cache is configured"))
        return NotCancellable()
    }
}
