import Foundation

/// One thing a scene asks the world to do, described as data.
///
/// The description (which command, its request, its id) is `Equatable` and `Encodable`, so a test
/// compares it exactly and a log stores it. How a result becomes a message is a function
/// (`deliver`); it is not part of equality or encoding. It runs where the service answers: the
/// URLSession transport answers on its own queue, so decoding a large body never stalls the loop,
/// while a cache answering from memory may call it at once, on the program's queue.
///
/// The cases are what the loop itself must know; everything the world answers (HTTP, the cache,
/// time, randomness, an app's own work, even a navigation intent) is a ``request(_:id:)``, answered
/// by the handler ``Services`` holds for its type. ``http(_:id:deliver:)``, ``cache(_:id:deliver:)``
/// and ``navigate(_:)`` build those requests.
public enum Command<Msg: Sendable>: Sendable {
    /// Send a message now; it joins the back of the queue like any other.
    case send(Msg)
    /// After a delay, send a message.
    case timer(after: Duration, send: Msg, id: EffectID?)
    /// Cancel the in-flight command with this id; its result, even if already on its way, is dropped.
    case cancel(EffectID)
    /// Run a ``Request`` with its registered handler and turn its response into a message.
    case request(RequestCommand<Msg>, id: EffectID?)
    /// Cancel every command started under a scope (a child scene leaving the screen).
    case cancelScope(EffectScope)
    /// A child's command, started under the child's scope: its id, its cancels and its scope
    /// cancels are read under `scope` (see ``EffectScope``).
    indirect case scoped(EffectScope, Command<Msg>)

    /// The command's id, if it has one.
    public var id: EffectID? {
        switch self {
        case .timer(_, _, let id), .request(_, let id): id
        case .cancel(let id): id
        case .scoped(let scope, let command): command.id.map(scope.scoping)
        case .send, .cancelScope: nil
        }
    }

    /// The same command with its messages mapped into a parent's message type.
    public func map<Parent: Sendable>(_ transform: @escaping @Sendable (Msg) -> Parent) -> Command<Parent> {
        switch self {
        case .send(let msg): .send(transform(msg))
        case .timer(let delay, let msg, let id): .timer(after: delay, send: transform(msg), id: id)
        case .cancel(let id): .cancel(id)
        case .request(let request, let id): .request(request.map(transform), id: id)
        case .cancelScope(let scope): .cancelScope(scope)
        case .scoped(let scope, let command): .scoped(scope, command.map(transform))
        }
    }

    /// The command placed under `scope`; one already scoped goes under it (scopes nest), and
    /// `send` and a navigation intent, which start nothing, stay as they are.
    public func scoped(_ scope: EffectScope) -> Command {
        switch self {
        case .send: self
        case .request(let request, _) where request.isNavigation: self
        case .scoped(let inner, let command): .scoped(scope.appending(inner), command)
        default: .scoped(scope, self)
        }
    }
}

extension Command: Equatable where Msg: Equatable {
    /// Compares the descriptions; the `deliver` functions are not compared.
    public static func == (lhs: Command, rhs: Command) -> Bool {
        switch (lhs, rhs) {
        case let (.send(a), .send(b)): a == b
        case let (.timer(d1, m1, i1), .timer(d2, m2, i2)): d1 == d2 && m1 == m2 && i1 == i2
        case let (.cancel(a), .cancel(b)): a == b
        case let (.request(r1, i1), .request(r2, i2)): r1 == r2 && i1 == i2
        case let (.cancelScope(a), .cancelScope(b)): a == b
        case let (.scoped(s1, c1), .scoped(s2, c2)): s1 == s2 && c1 == c2
        default: false
        }
    }
}

extension Command: Encodable where Msg: Encodable {
    private struct Key: CodingKey {
        let stringValue: String
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.init(stringValue) }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }

        static var send: Key { Key("send") }
        static var timer: Key { Key("timer") }
        static var cancel: Key { Key("cancel") }
        static var request: Key { Key("request") }
        static var id: Key { Key("id") }
        static var after: Key { Key("after") }
        static var command: Key { Key("command") }
        static var cancelScope: Key { Key("cancelScope") }
        static var scoped: Key { Key("scoped") }
        static var scope: Key { Key("scope") }
    }

    /// Encodes the description as `{"<kind>": …}`; secrets in requests are redacted. HTTP, cache
    /// and navigation requests keep the keys they had as commands of their own (see `CommandSpelling`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .send(let msg):
            try container.encode(msg, forKey: .send)
        case .timer(let delay, let msg, let id):
            var timer = container.nestedContainer(keyedBy: Key.self, forKey: .timer)
            try timer.encode(delay.milliseconds, forKey: .after)
            try timer.encode(msg, forKey: .send)
            try timer.encodeIfPresent(id, forKey: .id)
        case .cancel(let id):
            try container.encode(id, forKey: .cancel)
        case .request(let request, let id):
            guard let spelling = request.spelling else {
                var nested = container.nestedContainer(keyedBy: Key.self, forKey: .request)
                try nested.encode(request, forKey: .request)
                try nested.encodeIfPresent(id, forKey: .id)
                return
            }
            guard let valueKey = spelling.valueKey else {
                return try container.encode(request.request, forKey: Key(spelling.key))
            }
            var nested = container.nestedContainer(keyedBy: Key.self, forKey: Key(spelling.key))
            try nested.encode(request.request, forKey: Key(valueKey))
            try nested.encodeIfPresent(id, forKey: .id)
        case .cancelScope(let scope):
            try container.encode(scope, forKey: .cancelScope)
        case .scoped(let scope, let command):
            var nested = container.nestedContainer(keyedBy: Key.self, forKey: .scoped)
            try nested.encode(scope, forKey: .scope)
            try nested.encode(command, forKey: .command)
        }
    }
}

extension Command: CustomStringConvertible {
    /// One line such as `after 300ms send save id=save` or `http GET https://… id=search`; secrets redacted.
    public var description: String {
        let idText = id.map { " id=\($0)" } ?? ""
        switch self {
        case .send(let msg): return "send \(msg)"
        case .timer(let delay, let msg, _): return "after \(delay.milliseconds)ms send \(msg)\(idText)"
        case .cancel(let id): return "cancel \(id)"
        case .request(let request, _): return "\(request.spelling?.key ?? "request") \(request)\(idText)"
        case .cancelScope(let scope): return "cancel everything in \(scope)"
        case .scoped(let scope, let command): return "[\(scope)] \(command)"
        }
    }
}
