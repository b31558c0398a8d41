/// What the runtime did to the running subscriptions after one step: which it started, stopped
/// and restarted (parameters changed). Steps carry it, logs record it, and verify compares it.
public struct SubscriptionChanges<Msg: Sendable>: Sendable {
    // nil for "no change", the case of nearly every step: unlike three empty arrays, nil holds no
    // reference, so a step that changes nothing costs no retain or release (see `Effect`).
    @usableFromInline var storage: Storage?

    @usableFromInline
    struct Storage: Sendable {
        var started: [Subscription<Msg>]
        var stopped: [EffectID]
        var restarted: [Subscription<Msg>]
    }

    /// Newly declared subscriptions, started in the order declared.
    public var started: [Subscription<Msg>] {
        get { storage?.started ?? [] }
        set { update { $0.started = newValue } }
    }

    /// Ids no longer declared, stopped in the order they had started.
    public var stopped: [EffectID] {
        get { storage?.stopped ?? [] }
        set { update { $0.stopped = newValue } }
    }

    /// Subscriptions whose parameters changed, stopped and started again with the new ones.
    public var restarted: [Subscription<Msg>] {
        get { storage?.restarted ?? [] }
        set { update { $0.restarted = newValue } }
    }

    /// Describes changes; by default none.
    public init(started: [Subscription<Msg>] = [], stopped: [EffectID] = [], restarted: [Subscription<Msg>] = []) {
        storage = started.isEmpty && stopped.isEmpty && restarted.isEmpty
            ? nil : Storage(started: started, stopped: stopped, restarted: restarted)
    }

    @inlinable init(storage: Storage?) { self.storage = storage }

    /// No change.
    @inlinable public static var none: SubscriptionChanges { SubscriptionChanges(storage: nil) }

    /// Whether nothing changed.
    @inlinable public var isEmpty: Bool { storage == nil }

    private mutating func update(_ change: (inout Storage) -> Void) {
        var changed = storage ?? Storage(started: [], stopped: [], restarted: [])
        change(&changed)
        storage = changed.started.isEmpty && changed.stopped.isEmpty && changed.restarted.isEmpty ? nil : changed
    }

    /// The changes that turn the `running` set into the `declared` one, compared by id.
    ///
    /// A declared id that appears twice counts once, the first time: ids name subscriptions.
    public static func between(running: [Subscription<Msg>], declared: [Subscription<Msg>]) -> SubscriptionChanges {
        // The usual changes, without building tables: everything stops, or one subscription starts.
        // (Closures, not key paths such as `\.id`: in generic code a key path is built again at
        // each call, which was a twentieth of an exhaustive check of the search screen.)
        if declared.isEmpty { return running.isEmpty ? .none : SubscriptionChanges(stopped: running.map { $0.id }) }
        if running.isEmpty, declared.count == 1 { return SubscriptionChanges(started: declared) }
        var wanted: [EffectID: Subscription<Msg>] = [:]
        var order: [Subscription<Msg>] = []
        for subscription in declared where wanted[subscription.id] == nil {
            wanted[subscription.id] = subscription
            order.append(subscription)
        }
        var kept: Set<EffectID> = []
        var stopped: [EffectID] = []
        var restarted: [Subscription<Msg>] = []
        for subscription in running {
            guard let new = wanted[subscription.id] else {
                stopped.append(subscription.id)
                continue
            }
            kept.insert(subscription.id)
            if new != subscription { restarted.append(new) }
        }
        return SubscriptionChanges(started: order.filter { !kept.contains($0.id) }, stopped: stopped, restarted: restarted)
    }

    /// The running set after these changes are applied to `running`, in start order; the changes
    /// are those ``between(running:declared:)`` worked out from the same `running` set.
    package func applied(to running: [Subscription<Msg>]) -> [Subscription<Msg>] {
        guard let storage else { return running }
        // Stopped ids are distinct ids of `running`: as many as it has means every one stopped.
        if storage.restarted.isEmpty, storage.stopped.count == running.count { return storage.started }
        if storage.stopped.isEmpty, storage.restarted.isEmpty { return running + storage.started }
        let stopped = Set(self.stopped)
        var replaced: [EffectID: Subscription<Msg>] = [:]
        for subscription in restarted { replaced[subscription.id] = subscription }
        return running.compactMap { stopped.contains($0.id) ? nil : (replaced[$0.id] ?? $0) } + started
    }
}

extension SubscriptionChanges: Equatable {
    /// The same starts, stops and restarts.
    public static func == (lhs: SubscriptionChanges, rhs: SubscriptionChanges) -> Bool {
        lhs.started == rhs.started && lhs.stopped == rhs.stopped && lhs.restarted == rhs.restarted
    }
}

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

extension SubscriptionChanges {
    /// These changes, with the subscriptions of `stopped` that are declared and left unchanged
    /// restarted: they were stopped with their scope, and a successor declares them again.
    func restarting(_ stopped: Set<EffectID>, of declared: [Subscription<Msg>]) -> SubscriptionChanges {
        let changed = Set(started.map { $0.id } + restarted.map { $0.id })
        let again = declared.filter { stopped.contains($0.id) && !changed.contains($0.id) }
        if again.isEmpty { return self }
        return SubscriptionChanges(started: started, stopped: self.stopped, restarted: restarted + again)
    }
}
