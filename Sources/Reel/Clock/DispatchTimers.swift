import Dispatch

/// The real clock: timers run on one serial timer queue with `asyncAfter`.
public struct DispatchTimers: TimerService {
    private let queue: DispatchQueue

    /// Creates the service with its own timer queue.
    public init(queue: DispatchQueue = DispatchQueue(label: "reel.timers")) { self.queue = queue }

    /// Schedules `fire` after `delay` on the timer queue.
    public func schedule(after delay: Duration, _ fire: @escaping @Sendable () -> Void) -> any Cancellable {
        let timer = Timer(fire)
        queue.asyncAfter(deadline: .now() + .nanoseconds(max(0, delay.nanoseconds))) { timer.fire() }
        return timer
    }

    /// One scheduled call. Cancelling drops the closure at once: Dispatch would otherwise keep it
    /// (and whatever it holds, such as a response body) alive until the deadline passed.
    private final class Timer: Cancellable, Sendable {
        private let action: Locked<(@Sendable () -> Void)?>

        init(_ action: @escaping @Sendable () -> Void) { self.action = Locked(action) }

        func fire() {
            let action = self.action.withLock { action in
                defer { action = nil }
                return action
            }
            action?()
        }

        func cancel() { action.withLock { $0 = nil } }
    }
}
