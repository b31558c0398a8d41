import Foundation

/// What an update asks the world to do: zero or more ``Command``s, in order.
///
/// An effect is an inert value. `Effect.none` costs nothing (it holds no storage at all), so
/// the common update that only changes the model stays as cheap as a bare function call.
public struct Effect<Msg: Sendable>: Sendable {
    // nil for "nothing to do": unlike an empty array, nil holds no reference, so returning `.none`
    // costs no retain or release on the message path.
    @usableFromInline var storage: [Command<Msg>]?

    /// The commands, in the order they start.
    @inlinable public var commands: [Command<Msg>] { storage ?? [] }

    /// Creates an effect from commands.
    @inlinable public init(_ commands: [Command<Msg>]) { storage = commands.isEmpty ? nil : commands }

    /// Nothing to do.
    @inlinable public static var none: Effect { Effect(storage: nil) }

    @inlinable init(storage: [Command<Msg>]?) { self.storage = storage }

    /// Whether there is nothing to do.
    @inlinable public var isNone: Bool { storage == nil }

    /// All the commands of several effects, in order.
    @inlinable public static func batch(_ effects: [Effect]) -> Effect { Effect(effects.flatMap(\.commands)) }

    /// Sends a message now, behind the messages already queued.
    @inlinable public static func send(_ msg: Msg) -> Effect { Effect([.send(msg)]) }

    /// Sends a message after a delay; an id makes a newer timer replace this one (debounce).
    @inlinable public static func after(_ delay: Duration, send msg: Msg, id: EffectID? = nil) -> Effect {
        Effect([.timer(after: delay, send: msg, id: id)])
    }

    /// Cancels the in-flight command with this id; its result never reaches `update`.
    @inlinable public static func cancel(_ id: EffectID) -> Effect { Effect([.cancel(id)]) }

    /// Performs an HTTP request; `then` turns the raw result into a message.
    @inlinable
    public static func http(
        _ request: HTTPRequest, id: EffectID? = nil,
        then deliver: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Msg
    ) -> Effect {
        Effect([.request(RequestCommand(http: request, then: deliver), id: id)])
    }

    /// Performs an HTTP request and decodes its JSON body off the program queue.
    public static func http<Body: Decodable & SendableMetatype>(
        _ request: HTTPRequest, decoding type: Body.Type, id: EffectID? = nil,
        then deliver: @escaping @Sendable (Result<Body, HTTPError>) -> Msg
    ) -> Effect {
        http(request, id: id) { result in
            deliver(result.flatMap { response in
                do {
                    return .success(try JSONDecoder().decode(Body.self, from: response.body))
                } catch {
                    return .failure(.undecodable(String(describing: error)))
                }
            })
        }
    }

    /// Runs a cache command; `then` turns its outcome into a message.
    @inlinable
    public static func cache(
        _ command: CacheCommand, id: EffectID? = nil, then deliver: @escaping @Sendable (CacheOutcome) -> Msg
    ) -> Effect {
        Effect([.request(RequestCommand(cache: command, then: deliver), id: id)])
    }

    /// Runs an app-defined request with its registered handler; `then` turns the response into a message.
    @inlinable
    public static func request<R: Request>(
        _ request: R, id: EffectID? = nil, then deliver: @escaping @Sendable (R.Response) -> Msg
    ) -> Effect {
        Effect([.request(RequestCommand(request, then: deliver), id: id)])
    }

    /// Cancels every command started under a scope; their results never reach `update`.
    @inlinable public static func cancelAll(in scope: EffectScope) -> Effect { Effect([.cancelScope(scope)]) }

    /// Asks the app's coordinator to navigate.
    @inlinable public static func navigate(_ navigation: Navigation) -> Effect { Effect([.navigate(navigation)]) }

    /// The same effect in a parent's message type (Elm's `Cmd.map`): a parent embeds a child scene.
    ///
    /// Without a scope the child's ids are the parent's own: fine for a single child. With one,
    /// every id the child uses lives under `scope`, so two instances of one scene never touch each
    /// other's commands, and ``cancelAll(in:)`` stops all of a child's work at once.
    public func map<Parent: Sendable>(
        scope: EffectScope? = nil, _ transform: @escaping @Sendable (Msg) -> Parent
    ) -> Effect<Parent> {
        guard let scope else { return Effect<Parent>(commands.map { $0.map(transform) }) }
        return Effect<Parent>(commands.map { $0.map(transform).scoped(scope) })
    }
}

extension Effect: ExpressibleByArrayLiteral {
    /// Writes an effect as a list of commands, as tests do: `[.send(.saved)]`.
    public init(arrayLiteral commands: Command<Msg>...) { self.init(commands) }
}

extension Effect: Equatable where Msg: Equatable {
    /// The same commands in the same order (a dropped message's effect, ``dropped()``, equals `.none`).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.commands == rhs.commands }
}

extension Effect: Encodable where Msg: Encodable {
    /// Encodes as the array of commands.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(commands)
    }
}

extension Effect: CustomStringConvertible {
    /// The commands, one description each, or `none`.
    public var description: String {
        commands.isEmpty ? "none" : commands.map(\.description).joined(separator: "; ")
    }
}
