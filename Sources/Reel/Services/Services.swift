import Foundation

/// The services an interpreter runs commands with; swap any of them for a test double.
///
/// Besides the built-in services it holds the handlers an app registers for its own
/// ``Request`` and ``SubscriptionSource`` types, as a dependency container would: a test gives
/// the same scene other handlers. Time and random requests are answered from ``timers`` and
/// ``random``, so a virtual clock and a seed make a whole run reproducible.
public struct Services: Sendable {
    /// Runs timer commands and `every` subscriptions, and tells the time.
    public var timers: any TimerService
    /// Runs HTTP commands.
    public var http: any HTTPTransport
    /// Runs cache commands.
    public var cache: any CacheService
    /// Answers ``RandomInteger`` and ``RandomUUID``.
    public var random: RandomSource
    @usableFromInline var handlers: [ObjectIdentifier: any AnyObject & Sendable] = [:]
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
        handlers[ObjectIdentifier(type)] = RequestHandlerBox<R>(handler)
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
        // The key is the type's identity, so the stored box is of this type: a pointer cast, not
        // a dynamic cast (which would cost more than the rest of the request's trip).
        handlers[ObjectIdentifier(type)].map { unsafeDowncast($0, to: RequestHandlerBox<R>.self) }
    }

    /// The handler registered for a subscription source type, if any.
    func sourceHandler<S: SubscriptionSource>(for type: S.Type) -> SourceHandlerBox<S>? {
        handlers[ObjectIdentifier(type)].map { unsafeDowncast($0, to: SourceHandlerBox<S>.self) }
    }
}

/// A request type's handler, in a class so that handlers of every type share one dictionary.
///
/// Generic over the request type, not over the handler's function type, for the same reason.
@usableFromInline
final class RequestHandlerBox<R: Request>: Sendable {
    @usableFromInline let run: Services.RequestHandler<R>
    init(_ run: @escaping Services.RequestHandler<R>) { self.run = run }
}

/// A source type's handler, in a class so that handlers of every type share one dictionary.
final class SourceHandlerBox<S: SubscriptionSource>: Sendable {
    let run: Services.SourceHandler<S>
    init(_ run: @escaping Services.SourceHandler<S>) { self.run = run }
}
