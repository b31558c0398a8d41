/// The subscriptions an interpreter is running: each with the ticket its events carry and the
/// handle that stops it.
///
/// An event is applied only if its subscription's ticket is still running when the event is
/// *dequeued*, so an event already queued behind the update that stopped its subscription is
/// dropped: a stopped subscription's events never reach `update`, whatever the timing. A
/// restarted subscription gets a new ticket, so the old run's late events are dropped too.
@usableFromInline
package struct RunningSubscriptions<Msg: Sendable> {
    /// Marks a ticket as a subscription's, so that accepting its event does not end it.
    @usableFromInline static var ticketFlag: UInt64 { 1 << 63 }

    private(set) var running: [Subscription<Msg>] = []
    /// The last declared set: when an update declares the same storage again, nothing is compared.
    @usableFromInline private(set) var declared: [Subscription<Msg>]?
    private var handles: [EffectID: (ticket: UInt64, handle: any Cancellable)] = [:]
    @usableFromInline var live: Set<UInt64> = []
    private var nextTicket: UInt64 = 0
    /// Subscriptions stopped with their scope (``stopAll(in:)``) since the last reconcile.
    private var stoppedUnderScope: Set<EffectID> = []

    @usableFromInline init() {}

    /// Whether nothing is declared or running: a stored flag, read on every message without a call.
    @usableFromInline private(set) var isEmpty = true

    @inlinable func isRunning(_ ticket: UInt64) -> Bool { live.contains(ticket) }

    /// Whether `new` is the very set declared last time (the same storage: a constant, or a set kept
    /// in the model), so that nothing needs comparing; an equal set in new storage is compared by
    /// ``reconcile(_:services:deliver:reportFault:)``.
    @inlinable
    func isDeclared(_ new: Subscriptions<Msg>) -> Bool {
        guard let previous = declared, let new = new.storage else { return false }
        return sameStorage(previous, new)
    }

    /// Stops, restarts and starts subscriptions so that the declared set runs; returns what changed.
    @usableFromInline
    mutating func reconcile(
        _ declared: Subscriptions<Msg>, services: Services, deliver: @escaping Interpreter<Msg>.Deliver,
        reportFault: Interpreter<Msg>.ReportFault
    ) -> SubscriptionChanges<Msg> {
        if let previous = self.declared, let new = declared.storage, previous == new { return .none }
        self.declared = declared.storage
        defer { isEmpty = running.isEmpty && self.declared == nil }
        var changes = SubscriptionChanges.between(running: running, declared: declared.all)
        if !stoppedUnderScope.isEmpty {
            changes = changes.restarting(stoppedUnderScope, of: declared.all)
            stoppedUnderScope = []
        }
        if changes.isEmpty { return changes }
        for id in changes.stopped { stop(id) }
        for subscription in changes.restarted {
            stop(subscription.id)
            start(subscription, services: services, deliver: deliver, reportFault: reportFault)
        }
        for subscription in changes.started {
            start(subscription, services: services, deliver: deliver, reportFault: reportFault)
        }
        running = changes.applied(to: running)
        return changes
    }

    /// The running subscriptions in the order they started, each with the ticket its events carry
    /// (a restarted subscription has a new one).
    var runningWithTickets: [(ticket: UInt64, subscription: Subscription<Msg>)] {
        running.compactMap { subscription in handles[subscription.id].map { ($0.ticket, subscription) } }
    }

    /// The running subscriptions in the order they started, those stopped with their scope left
    /// out: ``runningWithTickets`` without the tickets (read for every state an exhaustive check reaches).
    var runningLive: [Subscription<Msg>] { running.filter { handles[$0.id] != nil } }

    /// Stops everything.
    mutating func stopAll() {
        for id in running.map({ $0.id }) { stop(id) }
        running = []
        declared = nil
        isEmpty = true
    }

    /// Stops the subscriptions under a scope (a child that left, or was replaced by one of its
    /// own place): their events are dropped from now on. They stay listed until the next
    /// reconcile, which reports those no longer declared as stopped, as it always did, and
    /// restarts one still declared (a successor's, by the same id and value) rather than letting
    /// it run on at its predecessor's phase.
    mutating func stopAll(in scope: EffectScope) {
        if running.isEmpty { return }  // most cancels: no subscription at all, no prefix to build
        let prefix = scope.rawValue + "/"
        for subscription in running where subscription.id.rawValue.hasPrefix(prefix) && handles[subscription.id] != nil {
            stop(subscription.id)
            stoppedUnderScope.insert(subscription.id)
            declared = nil
        }
    }

    private mutating func start(
        _ subscription: Subscription<Msg>, services: Services, deliver: @escaping Interpreter<Msg>.Deliver,
        reportFault: Interpreter<Msg>.ReportFault
    ) {
        nextTicket += 1
        let ticket = nextTicket | Self.ticketFlag
        let handle: any Cancellable
        switch subscription.kind {
        case .every(let interval, let toMsg):
            let timers = services.timers
            handle = timers.scheduleRepeating(every: interval) { deliver(toMsg(timers.currentDate), ticket) }
        case .source(let box):
            switch box.start(with: services, emit: { deliver($0, ticket) }) {
            case .success(let started): handle = started
            case .failure(let fault):
                reportFault(fault)
                handle = NotCancellable()
            }
        }
        live.insert(ticket)
        handles[subscription.id] = (ticket, handle)
    }

    private mutating func stop(_ id: EffectID) {
        guard let (ticket, handle) = handles.removeValue(forKey: id) else { return }
        live.remove(ticket)
        handle.cancel()
    }
}
