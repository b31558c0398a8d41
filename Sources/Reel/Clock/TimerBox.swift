
/// Holds a timer's handle that arrives after the handle that may cancel it.
///
/// A service hands out its cancel handle before the timer exists; a `cancel()` that comes in
/// between is remembered and applied when the timer is set (or set again, for a repeating timer).
final class TimerBox: Cancellable {
    private let state = Locked<(timer: (any Cancellable)?, cancelled: Bool)>((nil, false))

    /// Sets the timer, cancelling it at once if `cancel()` came first.
    func set(_ timer: any Cancellable) {
        let cancelled = state.withLock { state in
            state.timer = timer
            return state.cancelled
        }
        if cancelled { timer.cancel() }
    }

    /// Whether `cancel()` was called.
    var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Cancels the timer, now or when it is set.
    func cancel() {
        let timer = state.withLock { state in
            state.cancelled = true
            return state.timer
        }
        timer?.cancel()
    }
}
