import Foundation

/// One long-lived source of messages a scene declares (Elm's `Sub`): ticks of a clock, or the
/// events of a ``SubscriptionSource``, named by an id.
///
/// A scene does not start or stop subscriptions; it declares the ones it wants for its model in
/// ``Scene/subscriptions(_:)``, and after each update the runtime compares that set with the
/// running one by id: it starts new ones, stops removed ones, restarts one whose parameters
/// changed and leaves the rest running. Equality looks at the id and the parameters, not at the
/// function that makes messages.
public struct Subscription<Msg: Sendable>: Sendable {
    /// The subscription's id: unique within the declared set.
    public let id: EffectID
    @usableFromInline let kind: Kind

    @usableFromInline
    enum Kind: Sendable {
        case every(Duration, @Sendable (Date) -> Msg)
        case source(AnySourceBox<Msg>)
    }

    /// A subscription named `id` of the given kind.
    @usableFromInline
    init(id: EffectID, kind: Kind) {
        self.id = id
        self.kind = kind
    }

    /// The interval of an `every` subscription; nil for a source.
    public var interval: Duration? { if case .every(let interval, _) = kind { interval } else { nil } }

    /// The source of a ``source(_:id:_:)-(S,EffectID,_)`` subscription; nil for `every`.
    public var source: (any SubscriptionSource)? { if case .source(let box) = kind { box.source } else { nil } }

    /// Whether this subscription runs a source equal to `other`.
    package func runs(_ other: any SubscriptionSource) -> Bool {
        if case .source(let box) = kind { box.hasValue(equalTo: other) } else { false }
    }

    /// Every `interval`, a message made from the clock's current time; the first after one interval.
    @inlinable
    public static func every(
        _ interval: Duration, id: EffectID, _ toMsg: @escaping @Sendable (Date) -> Msg
    ) -> Subscription {
        Subscription(id: id, kind: .every(interval, toMsg))
    }

    /// The events of an app-defined source, each turned into a message.
    public static func source<S: SubscriptionSource>(
        _ source: S, id: EffectID, _ toMsg: @escaping @Sendable (S.Event) -> Msg
    ) -> Subscription {
        Subscription(id: id, kind: .source(SourceBox(source, toMsg)))
    }

    /// The same subscription with its messages mapped into a parent's type, and its id under `scope`.
    public func map<Parent: Sendable>(
        scope: EffectScope? = nil, _ transform: @escaping @Sendable (Msg) -> Parent
    ) -> Subscription<Parent> {
        let scopedID = scope.map { $0.scoping(id) } ?? id
        switch kind {
        case .every(let interval, let toMsg):
            return Subscription<Parent>(id: scopedID, kind: .every(interval) { transform(toMsg($0)) })
        case .source(let box):
            return Subscription<Parent>(id: scopedID, kind: .source(box.map(transform)))
        }
    }
}

extension Subscription: Equatable {
    /// Same id and same parameters (interval, or source value).
    public static func == (lhs: Subscription, rhs: Subscription) -> Bool {
        guard lhs.id == rhs.id else { return false }
        switch (lhs.kind, rhs.kind) {
        case let (.every(a, _), .every(b, _)): return a == b
        case let (.source(a), .source(b)): return a.isEqual(to: b)
        default: return false
        }
    }
}

extension Subscription: Encodable {
    private enum Key: String, CodingKey { case id, every, source, type, value }

    /// `{"id":"tick","every":100}` (milliseconds) or `{"id":"feed","source":{"type":…,"value":…}}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(id, forKey: .id)
        switch kind {
        case .every(let interval, _):
            try container.encode(interval.milliseconds, forKey: .every)
        case .source(let box):
            var source = container.nestedContainer(keyedBy: Key.self, forKey: .source)
            try source.encode(box.tag, forKey: .type)
            try box.encodeValue(to: source.superEncoder(forKey: .value))
        }
    }
}

extension Subscription: CustomStringConvertible {
    /// `every 100ms id=tick` or `Feed(url: …) id=feed`.
    public var description: String {
        switch kind {
        case .every(let interval, _): "every \(interval.milliseconds)ms id=\(id)"
        case .source(let box): "\(box.source) id=\(id)"
        }
    }
}
