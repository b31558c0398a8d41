
/// A clock that only moves when told: timers fire during `advance(by:)`, never on their own.
///
/// Tests drive it by hand; the demo shell's piped mode jumps it from timer to timer so that a
/// script's 300 ms debounce costs no real time and every run prints the same frames.
///
/// Timers fire in order of due time, and timers due at the same instant in the order they were
/// scheduled, so a test that advances the clock is as deterministic as the code it drives.
public final class VirtualClock: TimerService, Sendable {
    private struct Pending: Sendable {
        let due: Duration
        let order: Int
        let fire: @Sendable () -> Void
    }

    private struct State: Sendable {
        var now: Duration = .zero
        var nextOrder = 0
        var pending: [Int: Pending] = [:]
    }

    private let state = Locked(State())

    /// A clock at time zero with nothing scheduled.
    public init() {}

    /// How much virtual time has passed.
    public var now: Duration { state.withLock { $0.now } }

    /// How many timers wait to fire.
    public var pendingCount: Int { state.withLock { $0.pending.count } }

    /// Schedules `fire` at `now + delay`.
    public func schedule(after delay: Duration, _ fire: @escaping @Sendable () -> Void) -> any Cancellable {
        let order = state.withLock { state in
            let order = state.nextOrder
            state.nextOrder += 1
            state.pending[order] = Pending(due: state.now + max(delay, .zero), order: order, fire: fire)
            return order
        }
        return Timer(clock: self, order: order)
    }

    /// Moves time forward, firing every timer that falls due on the way (including ones those timers schedule).
    public func advance(by duration: Duration) {
        let target = state.withLock { $0.now + duration }
        while let next = popDue(before: target) { next.fire() }
        state.withLock { $0.now = target }
    }

    /// Moves time to the earliest pending timer and fires it; false if nothing is pending.
    @discardableResult
    public func advanceToNextTimer() -> Bool {
        let next = state.withLock { state -> Pending? in
            guard let next = state.pending.values.min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) else { return nil }
            state.pending[next.order] = nil
            state.now = max(state.now, next.due)
            return next
        }
        next?.fire()
        return next != nil
    }

    private func popDue(before target: Duration) -> Pending? {
        state.withLock { state in
            guard let next = state.pending.values.min(by: { ($0.due, $0.order) < ($1.due, $1.order) }),
                  next.due <= target else { return nil }
            state.pending[next.order] = nil
            state.now = next.due
            return next
        }
    }

    private struct Timer: Cancellable {
        let clock: VirtualClock
        let order: Int
        func cancel() { clock.state.withLock { _ = $0.pending.removeValue(forKey: order) } }
    }
}
