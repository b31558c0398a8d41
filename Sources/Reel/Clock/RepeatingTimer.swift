/// "Every D, call f" on a clock that only knows "after D": each firing arms the next one.
final class RepeatingTimer: Cancellable {
    private let interval: Duration
    private let timers: any TimerService
    private let fire: @Sendable () -> Void
    /// The next one-shot timer; a cancel that comes while it is being armed still stops it.
    private let next = TimerBox()

    init(every interval: Duration, on timers: any TimerService, _ fire: @escaping @Sendable () -> Void) {
        self.interval = interval
        self.timers = timers
        self.fire = fire
        arm()
    }

    private func arm() {
        next.set(timers.schedule(after: interval) { [weak self] in
            guard let self, !self.next.isCancelled else { return }
            self.fire()
            self.arm()
        })
    }

    func cancel() { next.cancel() }
}
