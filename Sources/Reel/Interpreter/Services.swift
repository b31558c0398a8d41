import Foundation

/// A handle that stops a running piece of work; cancelling twice, or after it finished, does nothing.
public protocol Cancellable: Sendable {
    /// Stops the work if it is still running.
    func cancel()
}

/// Runs "after D, call f" for timer commands: a real clock in apps, a virtual one in tests.
public protocol TimerService: Sendable {
    /// Calls `fire` once after `delay`, on any queue, unless cancelled first.
    func schedule(after delay: Duration, _ fire: @escaping @Sendable () -> Void) -> any Cancellable
}

/// Performs HTTP requests for HTTP commands.
public protocol HTTPTransport: Sendable {
    /// Performs the request and calls `completion` once, on any queue; after `cancel()` it may
    /// still be called (the interpreter drops that late result).
    func perform(
        _ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Void
    ) -> any Cancellable
}

/// Runs cache commands against the cache's tiers.
public protocol CacheService: Sendable {
    /// Runs the command and calls `completion` once, on any queue.
    func run(_ command: CacheCommand, completion: @escaping @Sendable (CacheOutcome) -> Void) -> any Cancellable
}

/// The services an interpreter runs commands with; swap any of them for a test double.
public struct Services: Sendable {
    /// Runs timer commands.
    public var timers: any TimerService
    /// Runs HTTP commands.
    public var http: any HTTPTransport
    /// Runs cache commands.
    public var cache: any CacheService

    /// Creates a set of services; HTTP and cache default to ``Unconfigured``, which fails every command.
    public init(
        timers: any TimerService = DispatchTimers(), http: any HTTPTransport = Unconfigured(),
        cache: any CacheService = Unconfigured()
    ) {
        self.timers = timers
        self.http = http
        self.cache = cache
    }
}

/// A handle for work that cannot be stopped, or that already finished.
public struct NotCancellable: Cancellable {
    /// Creates the handle.
    public init() {}
    /// Does nothing.
    public func cancel() {}
}
