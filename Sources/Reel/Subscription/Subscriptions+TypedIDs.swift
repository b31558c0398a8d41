import Foundation

/// The subscriptions, declared with an app's own ids (``EffectIdentifier``) too.
extension Subscriptions {
    /// ``every(_:id:_:)`` with an app's own id.
    @inlinable
    public static func every(
        _ interval: Duration, id: some EffectIdentifier, _ toMsg: @escaping @Sendable (Date) -> Msg
    ) -> Subscriptions {
        every(interval, id: id.effectID, toMsg)
    }

    /// ``source(_:id:_:)`` with an app's own id.
    public static func source<S: SubscriptionSource>(
        _ source: S, id: some EffectIdentifier, _ toMsg: @escaping @Sendable (S.Event) -> Msg
    ) -> Subscriptions {
        self.source(source, id: id.effectID, toMsg)
    }
}

/// A subscription, declared with an app's own id (``EffectIdentifier``) too.
extension Subscription {
    /// ``every(_:id:_:)`` with an app's own id.
    @inlinable
    public static func every(
        _ interval: Duration, id: some EffectIdentifier, _ toMsg: @escaping @Sendable (Date) -> Msg
    ) -> Subscription {
        every(interval, id: id.effectID, toMsg)
    }

    /// ``source(_:id:_:)`` with an app's own id.
    public static func source<S: SubscriptionSource>(
        _ source: S, id: some EffectIdentifier, _ toMsg: @escaping @Sendable (S.Event) -> Msg
    ) -> Subscription {
        self.source(source, id: id.effectID, toMsg)
    }
}

extension EffectScope {
    /// ``scoping(_:)`` with an app's own id: `scope/id`.
    public func scoping(_ id: some EffectIdentifier) -> EffectID { scoping(id.effectID) }
}

extension SubscriptionChanges {
    /// ``init(started:stopped:restarted:)`` with the stopped subscriptions named by an app's own ids.
    public init<ID: EffectIdentifier>(
        started: [Subscription<Msg>] = [], stopped: [ID], restarted: [Subscription<Msg>] = []
    ) {
        self.init(started: started, stopped: stopped.map(\.effectID), restarted: restarted)
    }
}
