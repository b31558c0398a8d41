/// Work the world does for a scene, described as data and answered by the handler ``Services``
/// holds for its type: Reel's own (``HTTPRequest``, ``CacheCommand``, ``CurrentTime``, …) or one an
/// app defines for itself (read a file, query a database, run a subprocess) and registers.
///
/// A request is data like the other commands: it prints, compares, encodes into logs under
/// its ``tag``, takes part in "latest wins" by id and in ``Effect/cancel(_:)``, and replay never
/// runs it (its response is in the log, as the message that followed). A request type should be
/// small and describe *what* is wanted; the handler decides *how*.
public protocol Request: Equatable, Codable, Sendable, SendableMetatype {
    /// What the handler answers with; a request that can fail answers with a `Result`.
    associatedtype Response: Sendable
    /// The stable name logs record the request under; by default the type's name. Give one
    /// explicitly before renaming the type, so that existing logs keep verifying.
    static var tag: String { get }
}

extension Request {
    /// The type's name.
    public static var tag: String { String(describing: Self.self) }
}

/// A request of some type together with the function that turns its response into a message:
/// the payload of ``Command/request(_:id:)``.
///
/// Equality and encoding look only at the request value (and its type's tag): as with every
/// command, the function is not data.
///
/// How it starts is a function made where the request type is still known (the initializer is
/// inlinable, so it is specialized in the app): looking the handler up and calling it then costs no
/// run-time generic metadata, which would otherwise cost more than the rest of the request's trip.
/// The request and `deliver` are kept in one object with that function (see `Storage`), which
/// captures nothing: a request costs one allocation before it starts.
public struct RequestCommand<Msg: Sendable>: Sendable {
    /// Hands a message to the program's mailbox with its command's ticket.
    @usableFromInline typealias Send = @Sendable (Msg, UInt64) -> Void
    /// Starts the request kept in a storage with the services' handler, its answer delivered with a ticket.
    @usableFromInline typealias Start = @Sendable (
        Storage, Services, UInt64, @escaping Send
    ) -> Result<any Cancellable, RequestFault>

    /// The request value.
    public var request: any Request { storage.request }
    // One reference rather than the existential itself: a `Command` case holding an existential
    // inline keeps the compiler from laying out constant effects such as `.send(.pong)` statically,
    // which costs every such message an allocation (measured: effect-sync 1,107 → 804 instructions).
    @usableFromInline let storage: Storage

    /// A request whose response `deliver` turns into a message.
    @inlinable
    public init<R: Request>(_ request: R, then deliver: @escaping @Sendable (R.Response) -> Msg) {
        storage = Typed<R>(request, deliver: deliver) { storage, services, ticket, send in
            // The function is only ever called with the storage it was made with: a known cast, no
            // dynamic one (see `knownCast(_:to:)`).
            let typed = knownCast(storage, to: Typed<R>.self)
            return RequestRunner.start(typed.value, with: services, responder: Delivery(typed.deliver, send: send, ticket: ticket))
        }
    }

    /// A request to compare with, for tests: it has no way to make a message, so running it is a
    /// fault the program reports (see ``ReelTesting``'s `Effect.request(_:id:)`).
    package init<R: Request>(expecting request: R) {
        storage = Erased(request) { _, _, _, _ in .failure(.noThen(tag: R.tag)) }
    }

    init(request: any Request, start: @escaping Start) {
        storage = Erased(request, start: start)
    }

    /// Starts the request with the services' handler; `send` gets its message and `ticket`.
    @usableFromInline
    func start(_ services: Services, _ ticket: UInt64, _ send: @escaping Send) -> Result<any Cancellable, RequestFault> {
        storage.start(storage, services, ticket, send)
    }

    /// The request type's ``Request/tag``.
    public var tag: String { storage.requestType.tag }

    /// The same request with its messages mapped into a parent's message type.
    func map<Parent: Sendable>(_ transform: @escaping @Sendable (Msg) -> Parent) -> RequestCommand<Parent> {
        let inner = self
        return RequestCommand<Parent>(request: request) { _, services, ticket, send in
            inner.start(services, ticket) { msg, ticket in send(transform(msg), ticket) }
        }
    }
}

extension RequestCommand: Equatable {
    /// Same request type and equal request values.
    public static func == (lhs: RequestCommand, rhs: RequestCommand) -> Bool { equal(lhs.request, rhs.request) }

    private static func equal<R: Request>(_ lhs: R, _ rhs: any Request) -> Bool { (rhs as? R) == lhs }
}

extension RequestCommand: Encodable {
    private enum Key: String, CodingKey { case type, value }

    /// Encodes as `{"type": tag, "value": request}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(tag, forKey: .type)
        try request.encode(to: container.superEncoder(forKey: .value))
    }
}

extension RequestCommand: CustomStringConvertible {
    /// `ReadNotes(path: "notes.json")`.
    public var description: String { String(describing: request) }
}

/// Finds and calls the handler of a request: the one registered for its type (Reel's own for
/// HTTP, the cache, time, randomness and navigation, or the app's), or a tester's catch-all;
/// otherwise a fault naming the type.
@usableFromInline
enum RequestRunner {
    @inlinable
    static func start<R: Request>(
        _ request: R, with services: Services, responder: Responder<R>
    ) -> Result<any Cancellable, RequestFault> {
        if let handler = services.handler(for: R.self) { return handler.start(request, services, responder) }
        return startWithoutHandler(request, with: services, responder: responder)
    }

    @usableFromInline
    static func startWithoutHandler<R: Request>(
        _ request: R, with services: Services, responder: Responder<R>
    ) -> Result<any Cancellable, RequestFault> {
        if let anyHandler = services.anyRequestHandler {
            return .success(anyHandler(request) { response in
                guard let response = response as? R.Response else {
                    preconditionFailure("\(R.tag) answered with \(type(of: response)), not \(R.Response.self)")
                }
                responder.respond(response)
            })
        }
        return .failure(.unhandled(tag: R.tag, type: String(reflecting: R.self)))
    }
}
