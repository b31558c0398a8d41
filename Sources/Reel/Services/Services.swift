import Foundation

/// The services an interpreter runs commands with; swap any of them for a test double.
///
/// Every request, Reel's own and an app's, is answered by the handler registered for its type, as
/// a dependency container would: a test gives the same scene other handlers. Reel's own requests
/// start with handlers that read the services they run with (see `registerBuiltins()`): HTTP
/// requests go to ``http``, cache commands to ``cache``, time and random requests to ``timers``
/// and ``random`` (so a virtual clock and a seed make a whole run reproducible). Setting one of
/// those later still takes effect, and registering a handler of one's own for ``HTTPRequest``
/// (or any of them) replaces Reel's, whenever it is done.
public struct Services: Sendable {
    /// Runs timer commands and `every` subscriptions, and tells the time.
    public var timers: any TimerService
    /// Answers ``HTTPRequest``s, unless a handler registered for them answers instead.
    public var http: any HTTPTransport
    /// Answers ``CacheCommand``s, unless a handler registered for them answers instead.
    public var cache: any CacheService
    /// Answers ``RandomInteger`` and ``RandomUUID``.
    public var random: RandomSource
    /// Where a program says that a command could not start, once per fault: by default, standard
    /// error in a debug build (``FaultReporter/standardErrorInDebugBuilds``).
    public var faultReporter: FaultReporter = .standardErrorInDebugBuilds
    @usableFromInline var handlers = HandlerTable()
    /// Answers requests of every type that has no handler of its own: a tester holds them for the
    /// test to answer by hand. The response must be of the request's `Response` type.
    package var anyRequestHandler: (@Sendable (any Request, @escaping @Sendable (Any) -> Void) -> any Cancellable)?
    /// Runs sources of every type that has no handler of its own (a tester's held sources).
    package var anySourceHandler:
        (@Sendable (any SubscriptionSource, @escaping @Sendable (Any) -> Void) -> any Cancellable)?

    /// Creates a set of services; HTTP and cache default to ``Unconfigured``, which fails every
    /// command, and the random source to one seeded by the system (give `seed` to reproduce a run).
    public init(
        timers: any TimerService = DispatchTimers(), http: any HTTPTransport = Unconfigured(),
        cache: any CacheService = Unconfigured(), seed: UInt64? = nil
    ) {
        self.timers = timers
        self.http = http
        self.cache = cache
        random = seed.map(RandomSource.init(seed:)) ?? .system()
        registerBuiltins()
    }

    /// How a request type is answered: given the request and a function to call once with the
    /// response (on any queue), start the work and return a handle that stops it.
    public typealias RequestHandler<R: Request> =
        @Sendable (R, @escaping @Sendable (R.Response) -> Void) -> any Cancellable

    /// How a subscription source runs: given the source and a function to call with each event
    /// (on any queue), start it and return a handle that stops it.
    public typealias SourceHandler<S: SubscriptionSource> =
        @Sendable (S, @escaping @Sendable (S.Event) -> Void) -> any Cancellable

    /// Registers the handler for a request type, replacing any earlier one.
    public mutating func register<R: Request>(_ type: R.Type, handler: @escaping RequestHandler<R>) {
        handlers[ObjectIdentifier(type)] = RequestHandlerBox<R> { request, _, responder in
            .success(handler(request) { responder.respond($0) })
        }
    }

    /// Registers how Reel answers one of its own request types: from the services it runs with, or
    /// with a fault.
    mutating func register<R: Request>(builtin type: R.Type, start: @escaping RequestHandlerBox<R>.Start) {
        handlers[ObjectIdentifier(type)] = RequestHandlerBox<R>(start)
    }

    /// Forgets the handler of a request type, Reel's own included: its requests then go to
    /// ``anyRequestHandler`` (a tester holds HTTP and cache work this way), or fault.
    package mutating func unregister<R: Request>(_ type: R.Type) {
        handlers[ObjectIdentifier(type)] = nil
    }

    /// Registers the handler for a subscription source type, replacing any earlier one.
    public mutating func register<S: SubscriptionSource>(source type: S.Type, handler: @escaping SourceHandler<S>) {
        handlers[ObjectIdentifier(type)] = SourceHandlerBox<S>(handler)
    }

    /// The handler registered for a request type, if any.
    ///
    /// It comes back in its box: an optional of the handler's function type would make the runtime
    /// build that function type's metadata, by hashing its whole signature, on every request.
    @inlinable
    func handler<R: Request>(for type: R.Type) -> RequestHandlerBox<R>? {
        // The key is the type's identity, so the stored box is of this type: a known cast, not a
        // dynamic one (which would cost more than the rest of the request's trip).
        handlers[ObjectIdentifier(type)].map { knownCast($0, to: RequestHandlerBox<R>.self) }
    }

    /// The handler registered for a subscription source type, if any.
    func sourceHandler<S: SubscriptionSource>(for type: S.Type) -> SourceHandlerBox<S>? {
        handlers[ObjectIdentifier(type)].map { knownCast($0, to: SourceHandlerBox<S>.self) }
    }
}

/// A request type's handler, in a class so that handlers of every type share one dictionary.
///
/// Generic over the request type, not over the handler's function type, for the same reason. It
/// is given the services it runs with, so that Reel's own handlers read ``Services/http`` and the
/// rest as they are then, and may refuse with a fault (an unmapped navigation intent).
@usableFromInline
final class RequestHandlerBox<R: Request>: Sendable {
    /// Starts the request with the services, its response going to the responder given.
    @usableFromInline typealias Start = @Sendable (R, Services, Responder<R>) -> Result<any Cancellable, RequestFault>

    @usableFromInline let start: Start
    init(_ start: @escaping Start) { self.start = start }
}

/// A source type's handler, in a class so that handlers of every type share one dictionary.
final class SourceHandlerBox<S: SubscriptionSource>: Sendable {
    let run: Services.SourceHandler<S>
    init(_ run: @escaping Services.SourceHandler<S>) { self.run = run }
}
