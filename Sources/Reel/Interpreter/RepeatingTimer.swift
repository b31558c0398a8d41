/// "Every D, call f" on a clock that only knows "after D": each firing arms the next one.
final class RepeatingTimer: Cancellable {
    private let interval: Duration
    private let timers: any TimerService
    private let fire: @Sendable () -> Void
    private let state = Locked<(next: (any Cancellable)?, cancelled: Bool)>((nil, false))

    init(every interval: Duration, on timers: any TimerService, _ fire: @escaping @Sendable () -> Void) {
        self.interval = interval
        self.timers = timers
        self.fire = fire
        arm()
    }

    private func arm() {
        let next = timers.schedule(after: interval) { [weak self] in
            guard let self, !self.state.withLock({ $0.cancelled }) else { return }
            self.fire()
            self.arm()
        }
        let cancelled = state.withLock { state in
            state.next = next
            return state.cancelled
        }
        if cancelled { next.cancel() }
    }

    func cancel() {
        let next = state.withLock { state in
            state.cancelled = true
            return state.next
        }
        next?.cancel()
    }
}
