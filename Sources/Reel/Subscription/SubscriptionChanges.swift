/// What the runtime did to the running subscriptions after one step: which it started, stopped
/// and restarted (parameters changed). Steps carry it, logs record it, and verify compares it.
public struct SubscriptionChanges<Msg: Sendable>: Sendable {
    /// Newly declared subscriptions, started in the order declared.
    public var started: [Subscription<Msg>]
    /// Ids no longer declared, stopped in the order they had started.
    public var stopped: [EffectID]
    /// Subscriptions whose parameters changed, stopped and started again with the new ones.
    public var restarted: [Subscription<Msg>]

    /// Describes changes; by default none.
    public init(started: [Subscription<Msg>] = [], stopped: [EffectID] = [], restarted: [Subscription<Msg>] = []) {
        self.started = started
        self.stopped = stopped
        self.restarted = restarted
    }

    /// No change.
    @inlinable public static var none: SubscriptionChanges { SubscriptionChanges() }

    /// Whether nothing changed.
    public var isEmpty: Bool { started.isEmpty && stopped.isEmpty && restarted.isEmpty }

    /// The changes that turn the `running` set into the `declared` one, compared by id.
    ///
    /// A declared id that appears twice counts once, the first time: ids name subscriptions.
    public static func between(running: [Subscription<Msg>], declared: [Subscription<Msg>]) -> SubscriptionChanges {
        var changes = SubscriptionChanges()
        var wanted: [EffectID: Subscription<Msg>] = [:]
        var order: [Subscription<Msg>] = []
        for subscription in declared where wanted[subscription.id] == nil {
            wanted[subscription.id] = subscription
            order.append(subscription)
        }
        var kept: Set<EffectID> = []
        for subscription in running {
            guard let new = wanted[subscription.id] else {
                changes.stopped.append(subscription.id)
                continue
            }
            kept.insert(subscription.id)
            if new != subscription { changes.restarted.append(new) }
        }
        changes.started = order.filter { !kept.contains($0.id) }
        return changes
    }

    /// The running set after these changes are applied to `running`, in start order.
    func applied(to running: [Subscription<Msg>]) -> [Subscription<Msg>] {
        let stopped = Set(self.stopped)
        var replaced: [EffectID: Subscription<Msg>] = [:]
        for subscription in restarted { replaced[subscription.id] = subscription }
        return running.compactMap { stopped.contains($0.id) ? nil : (replaced[$0.id] ?? $0) } + started
    }
}

extension SubscriptionChanges: Equatable {}

extension SubscriptionChanges: Encodable {
    private enum Key: String, CodingKey { case start, stop, restart }

    /// `{"start":[…],"stop":[…],"restart":[…]}`, each key only when it has entries.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        if !started.isEmpty { try container.encode(started, forKey: .start) }
        if !stopped.isEmpty { try container.encode(stopped, forKey: .stop) }
        if !restarted.isEmpty { try container.encode(restarted, forKey: .restart) }
    }
}

extension SubscriptionChanges: CustomStringConvertible {
    /// `start every 100ms id=tick; stop feed`, or `none`.
    public var description: String {
        let parts = started.map { "start \($0)" } + stopped.map { "stop \($0)" } + restarted.map { "restart \($0)" }
        return parts.isEmpty ? "none" : parts.joined(separator: "; ")
    }
}
