import Foundation

/// The subscriptions a scene declares for a model: zero or more ``Subscription``s, by id.
///
/// `.none` costs nothing, like ``Effect/none``. The runtime compares each update's set with the
/// previous one; a set held in a constant or in the model is recognised in one comparison (the
/// same storage), so a scene with many subscriptions that rarely change pays almost nothing per
/// message.
public struct Subscriptions<Msg: Sendable>: Sendable {
    @usableFromInline var storage: [Subscription<Msg>]?

    /// The subscriptions, in the order they were declared.
    @inlinable public var all: [Subscription<Msg>] { storage ?? [] }

    /// Declares subscriptions.
    @inlinable public init(_ subscriptions: [Subscription<Msg>]) {
        storage = subscriptions.isEmpty ? nil : subscriptions
    }

    @inlinable init(storage: [Subscription<Msg>]?) { self.storage = storage }

    /// No subscription.
    @inlinable public static var none: Subscriptions { Subscriptions(storage: nil) }

    /// Whether nothing is declared.
    @inlinable public var isNone: Bool { storage == nil }

    /// All the subscriptions of several sets, in order.
    public static func batch(_ sets: [Subscriptions]) -> Subscriptions { Subscriptions(sets.flatMap(\.all)) }

    /// Every `interval`, a message made from the clock's current time.
    @inlinable
    public static func every(
        _ interval: Duration, id: EffectID, _ toMsg: @escaping @Sendable (Date) -> Msg
    ) -> Subscriptions {
        [.every(interval, id: id, toMsg)]
    }

    /// The events of an app-defined source, each turned into a message.
    public static func source<S: SubscriptionSource>(
        _ source: S, id: EffectID, _ toMsg: @escaping @Sendable (S.Event) -> Msg
    ) -> Subscriptions {
        [.source(source, id: id, toMsg)]
    }

    /// The same set in a parent's message type (Elm's `Sub.map`), ids under `scope` so that two
    /// instances of one scene never share a subscription.
    public func map<Parent: Sendable>(
        scope: EffectScope? = nil, _ transform: @escaping @Sendable (Msg) -> Parent
    ) -> Subscriptions<Parent> {
        Subscriptions<Parent>(all.map { $0.map(scope: scope, transform) })
    }
}

extension Subscriptions: ExpressibleByArrayLiteral {
    /// Declares subscriptions as a list: `[.every(.seconds(1), id: "tick", Msg.ticked)]`.
    public init(arrayLiteral subscriptions: Subscription<Msg>...) { self.init(subscriptions) }
}

extension Subscriptions: Equatable {
    /// The same subscriptions in the same order.
    public static func == (lhs: Subscriptions, rhs: Subscriptions) -> Bool { lhs.storage == rhs.storage }
}

extension Subscriptions: CustomStringConvertible {
    /// The subscriptions, one description each, or `none`.
    public var description: String { all.isEmpty ? "none" : all.map(\.description).joined(separator: "; ") }
}
