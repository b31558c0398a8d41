/// A command type an app defines for itself (read a file, query a database, run a subprocess):
/// a request described as data, answered by a handler the app registers in ``Services``.
///
/// A request is data like the built-in commands: it prints, compares, encodes into logs under
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
/// Equality and encoding look only at the request value (and its type's tag): as with HTTP
/// commands, the function is not data.
public struct RequestCommand<Msg: Sendable>: Sendable {
    let box: AnyRequestBox<Msg>

    /// A request whose response `deliver` turns into a message.
    public init<R: Request>(_ request: R, then deliver: @escaping @Sendable (R.Response) -> Msg) {
        box = RequestBox(request, deliver)
    }

    /// A request to compare with, for tests: it has no way to make a message, so running it is a
    /// fault the program reports (see ``ReelTesting``'s `Effect.request(_:id:)`).
    package init<R: Request>(expecting request: R) { box = RequestBox<R, Msg>(request, nil) }

    init(box: AnyRequestBox<Msg>) { self.box = box }

    /// The request value.
    public var request: any Request { box.request }

    /// The request type's ``Request/tag``.
    public var tag: String { box.tag }

    /// The same request with its messages mapped into a parent's message type.
    func map<Parent: Sendable>(_ transform: @escaping @Sendable (Msg) -> Parent) -> RequestCommand<Parent> {
        RequestCommand<Parent>(box: box.map(transform))
    }
}

extension RequestCommand: Equatable {
    /// Same request type and equal request values.
    public static func == (lhs: RequestCommand, rhs: RequestCommand) -> Bool { lhs.box.isEqual(to: rhs.box) }
}

extension RequestCommand: Encodable {
    private enum Key: String, CodingKey { case type, value }

    /// Encodes as `{"type": tag, "value": request}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(tag, forKey: .type)
        try box.encodeValue(to: container.superEncoder(forKey: .value))
    }
}

extension RequestCommand: CustomStringConvertible {
    /// `ReadNotes(path: "notes.json")`.
    public var description: String { String(describing: box.request) }
}

/// The type-erased request: a class so that a command holds one reference whatever the request.
class AnyRequestBox<Msg: Sendable>: @unchecked Sendable {
    var request: any Request { fatalError("abstract") }
    var tag: String { fatalError("abstract") }
    func isEqual(to other: AnyRequestBox<Msg>) -> Bool { fatalError("abstract") }
    func encodeValue(to encoder: any Encoder) throws { fatalError("abstract") }
    func map<Parent: Sendable>(_ transform: @escaping @Sendable (Msg) -> Parent) -> AnyRequestBox<Parent> {
        fatalError("abstract")
    }
    /// Starts the request with the services' handler; a `RequestFault` if it cannot start.
    func start(with services: Services, deliver: @escaping @Sendable (Msg) -> Void) -> Result<any Cancellable, RequestFault> {
        fatalError("abstract")
    }
}

final class RequestBox<R: Request, Msg: Sendable>: AnyRequestBox<Msg>, @unchecked Sendable {
    let value: R
    let deliver: (@Sendable (R.Response) -> Msg)?

    init(_ value: R, _ deliver: (@Sendable (R.Response) -> Msg)?) {
        self.value = value
        self.deliver = deliver
    }

    override var request: any Request { value }
    override var tag: String { R.tag }

    override func isEqual(to other: AnyRequestBox<Msg>) -> Bool {
        guard let other = other as? RequestBox<R, Msg> else { return false }
        return value == other.value
    }

    override func encodeValue(to encoder: any Encoder) throws { try value.encode(to: encoder) }

    override func map<Parent: Sendable>(_ transform: @escaping @Sendable (Msg) -> Parent) -> AnyRequestBox<Parent> {
        guard let deliver else { return RequestBox<R, Parent>(value, nil) }
        return RequestBox<R, Parent>(value) { transform(deliver($0)) }
    }

    override func start(
        with services: Services, deliver send: @escaping @Sendable (Msg) -> Void
    ) -> Result<any Cancellable, RequestFault> {
        guard let deliver else { return .failure(.noThen(tag: R.tag)) }
        let respond: @Sendable (R.Response) -> Void = { send(deliver($0)) }
        if let handler = services.handler(for: R.self) { return .success(handler(value, respond)) }
        if let builtin = value as? any BuiltinRequest, let response = builtin.answer(with: services) as? R.Response {
            respond(response)
            return .success(NotCancellable())
        }
        if let anyHandler = services.anyRequestHandler {
            return .success(anyHandler(value) { response in
                guard let response = response as? R.Response else {
                    preconditionFailure("\(R.tag) answered with \(type(of: response)), not \(R.Response.self)")
                }
                respond(response)
            })
        }
        return .failure(.unhandled(tag: R.tag))
    }
}

/// Why a request command could not start; the program reports it and drops the command, so a
/// mistake shows up as a clear line instead of a hang.
public enum RequestFault: Error, Hashable, Sendable, CustomStringConvertible {
    /// No handler is registered in ``Services`` for the request type with this tag.
    case unhandled(tag: String)
    /// The command was written for a test to compare with and has no `then` to make a message.
    case noThen(tag: String)
    /// No handler is registered for the subscription source type with this tag.
    case unhandledSource(tag: String)

    /// One line naming the type and the fix.
    public var description: String {
        switch self {
        case .unhandled(let tag):
            "no handler for request \(tag): register one with services.register(\(tag).self) { request, respond in … }"
        case .noThen(let tag):
            "request \(tag) has no `then`: it was written for a test to compare with, and cannot be run"
        case .unhandledSource(let tag):
            "no handler for subscription source \(tag): register one with services.register(source: \(tag).self) { source, emit in … }"
        }
    }
}
