import Foundation

/// A clock that only moves when told: timers and `every` ticks fire during `advance(by:)`, never
/// on their own.
///
/// Tests drive it by hand; the demo shell's piped mode jumps it from timer to timer so that a
/// script's 300 ms debounce costs no real time and every run prints the same frames.
///
/// **Exact with a live program.** A ``Program`` whose timers run on this clock joins it as it
/// starts (``join(_:)``) and takes part in every advance: after the timers due at one instant
/// fire, the clock has the program apply the messages they sent (and whatever those cause)
/// before it looks for the next due timer. So a
/// tick that re-arms a timer, or an update that starts or stops a subscription, is accounted for
/// before time moves on, and advancing by a second over a 100 ms tick delivers exactly ten ticks,
/// on every run. `advance` returns once the program has processed them all.
///
/// Timers fire in order of due time, and timers due at the same instant in the order they were
/// scheduled (a repeating one counts as scheduled when it last fired).
public final class VirtualClock: TimerService, Sendable {
    struct Entry: Sendable {
        let fire: @Sendable () -> Void
        /// Set for an `every` entry, in nanoseconds: it is scheduled again after each firing.
        let interval: Int64?
    }

    struct State: Sendable {
        /// Virtual nanoseconds since time zero (whole numbers compare and add without 128-bit math).
        var now: Int64 = 0
        var nextOrder = 0
        var nextEntry = 0
        var queue = TimerHeap()
        var entries: [Int: Entry] = [:]
        var oneShots = 0
        var participants: [WeakParticipant] = []
    }

    let state = Locked(State())
    /// The date ``currentDate`` reads at time zero.
    public let epoch: Date

    /// A clock at time zero with nothing scheduled; its dates start at `epoch` (by default
    /// 2026-01-01 00:00:00 UTC, the same on every machine).
    public init(epoch: Date = Date(timeIntervalSince1970: 1_767_225_600)) { self.epoch = epoch }

    /// How much virtual time has passed.
    public var now: Duration { .nanoseconds(state.withLock { $0.now }) }

    /// The epoch plus the virtual time passed: what ``CurrentTime`` answers.
    public var currentDate: Date {
        epoch.addingTimeInterval(Double(state.withLock { $0.now }) / 1e9)
    }

    /// How many one-shot timers wait to fire (running `every` subscriptions are not counted).
    public var pendingCount: Int { state.withLock { $0.oneShots } }

    /// When the next timer or tick is due, if any.
    public var nextDue: Duration? {
        state.withLock { state in state.queue.first(where: { state.entries[$0.entry] != nil })?.due }.map { .nanoseconds($0) }
    }

    /// The timers and ticks waiting to fire, in the order they will: how long until each fires,
    /// and a tick's interval (nil for a one-shot timer). Relative to now, so that two moments with
    /// the same timers ahead read the same (ReelTesting's exhaustive checker fingerprints them).
    package var pending: [(after: Duration, every: Duration?)] {
        state.withLock { state in
            state.queue.inFiringOrder.compactMap { key in
                state.entries[key.entry].map { entry in (.nanoseconds(key.due - state.now), entry.interval.map { .nanoseconds($0) }) }
            }
        }
    }

    /// Schedules `fire` at `now + delay`.
    public func schedule(after delay: Duration, _ fire: @escaping @Sendable () -> Void) -> any Cancellable {
        add(Entry(fire: fire, interval: nil), firstAfter: max(0, Self.nanoseconds(delay)))
    }

    /// Schedules `fire` every `interval` (at least one nanosecond), the first at `now + interval`.
    public func scheduleRepeating(every interval: Duration, _ fire: @escaping @Sendable () -> Void) -> any Cancellable {
        let interval = max(1, Self.nanoseconds(interval))
        return add(Entry(fire: fire, interval: interval), firstAfter: interval)
    }

    /// Moves time forward, firing every timer and tick that falls due on the way (including ones
    /// they cause), and returns once the programs on this clock have processed them.
    public func advance(by duration: Duration) {
        let target = state.withLock { $0.now.addingClamped(Self.nanoseconds(duration)) }
        drive { while fireNextInstant(notAfter: target) {} }
        state.withLock { $0.now = max($0.now, target) }
    }

    /// Moves time to the earliest pending timer or tick and fires everything due then; false if
    /// nothing is pending.
    @discardableResult
    public func advanceToNextTimer() -> Bool {
        var fired = false
        drive { fired = fireNextInstant(notAfter: nil) }
        return fired
    }

    /// Makes a program take part in every advance (see the type's summary); held weakly.
    public func join(_ program: TimedProgram) {
        state.withLock { state in
            state.participants.removeAll { $0.participant == nil }
            state.participants.append(WeakParticipant(participant: program.participant))
        }
    }

    // MARK: - Firing

    /// A duration in whole nanoseconds, clamped (an absurd delay waits forever instead of trapping).
    private static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        return scaled.addingClamped(attoseconds / 1_000_000_000)
    }

    private func add(_ entry: Entry, firstAfter delay: Int64) -> any Cancellable {
        let id = state.withLock { state in
            let id = state.nextEntry
            state.nextEntry += 1
            state.entries[id] = entry
            if entry.interval == nil { state.oneShots += 1 }
            push(id, due: state.now.addingClamped(delay), in: &state)
            return id
        }
        return Handle(clock: self, entry: id)
    }

    private func push(_ entry: Int, due: Int64, in state: inout State) {
        state.queue.push(TimerHeap.Key(due: due, order: state.nextOrder, entry: entry))
        state.nextOrder += 1
    }

    /// Fires every timer due at the earliest instant (not after `target`), then lets the
    /// participants settle; false if nothing was due.
    private func fireNextInstant(notAfter target: Int64?) -> Bool {
        var firedAny = false
        while let fire = popDue(notAfter: target, sameInstantOnly: firedAny) {
            fire()
            firedAny = true
        }
        if firedAny { settleParticipants() }
        return firedAny
    }

    private func popDue(notAfter target: Int64?, sameInstantOnly: Bool) -> (@Sendable () -> Void)? {
        state.withLock { state in
            while let key = state.queue.first {
                guard let entry = state.entries[key.entry] else {
                    state.queue.removeFirst()  // cancelled
                    continue
                }
                if let target, key.due > target { return nil }
                if sameInstantOnly, key.due != state.now { return nil }
                state.queue.removeFirst()
                state.now = max(state.now, key.due)
                if let interval = entry.interval {
                    push(key.entry, due: key.due.addingClamped(interval), in: &state)
                } else {
                    state.entries[key.entry] = nil
                    state.oneShots -= 1
                }
                return entry.fire
            }
            return nil
        }
    }

    private func drive(_ body: () -> Void) {
        let participants = state.withLock { $0.participants.compactMap(\.participant) }
        let driven = participants.filter { $0.beginVirtualTimeDrive() }
        body()
        for participant in driven { participant.endVirtualTimeDrive() }
    }

    private func settleParticipants() {
        for participant in state.withLock({ $0.participants.compactMap(\.participant) }) {
            participant.settleAfterVirtualTimers()
        }
    }

    private func cancel(_ entry: Int) {
        state.withLock { state in
            guard let removed = state.entries.removeValue(forKey: entry) else { return }
            if removed.interval == nil { state.oneShots -= 1 }
        }
    }

    private struct Handle: Cancellable {
        let clock: VirtualClock
        let entry: Int
        func cancel() { clock.cancel(entry) }
    }

    struct WeakParticipant: @unchecked Sendable {
        weak var participant: (any VirtualTimeParticipant)?
    }
}

/// A program driven by a ``VirtualClock``: the clock has it apply what the fired timers sent
/// before time moves on.
@usableFromInline
package protocol VirtualTimeParticipant: AnyObject, Sendable {
    /// Holds the program's message queue for the clock (no drain is scheduled on its own queue
    /// while held); false if the clock is being advanced from the program's own queue, where
    /// it cannot wait for it.
    func beginVirtualTimeDrive() -> Bool
    /// Applies every queued message, and what they cause, before returning.
    func settleAfterVirtualTimers()
    /// Releases the queue held by ``beginVirtualTimeDrive()``.
    func endVirtualTimeDrive()
}

extension Int64 {
    /// The sum, or the nearest bound when it overflows.
    fileprivate func addingClamped(_ other: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other < 0 ? .min : .max) : sum
    }
}
