import Dispatch

extension Program {
    /// Blocks until no message is queued and no command is in flight; false if `timeout` passed first.
    public func waitUntilIdle(timeout: Duration = .seconds(10)) -> Bool {
        wait(untilIdle: true, timeout: timeout)
    }

    /// Blocks until every message queued so far is applied, ignoring commands still in flight
    /// (a test with a virtual clock has timers pending by design); false if `timeout` passed first.
    public func waitUntilDrained(timeout: Duration = .seconds(10)) -> Bool {
        wait(untilIdle: false, timeout: timeout)
    }

    /// Runs the program until it has nothing left to do, moving a virtual clock from timer to
    /// timer instead of waiting out the delays; false if `timeout` of real time passes first
    /// (real work that hangs).
    ///
    /// This is Reel's one time driver: the demo shell's piped mode settles after every line with
    /// it, and tests settle with it (ReelTesting's `expectSettled` fails the test when it times
    /// out). A debounce or a backend's latency is a virtual timer, so the settled frame is the same
    /// on every run. Running subscriptions never keep it busy: an `every` tick fires only when a
    /// pending command's timer lies beyond it.
    public func settle(advancing clock: VirtualClock?, timeout: Duration = .seconds(10)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero, waitUntilDrained(timeout: remaining) else { return false }
            let busy = inFlight
            if busy == 0 { return true }
            // Real work (a URLSession request, disk I/O) finishes first, so that its result lands
            // where it would in real time, before the virtual clock jumps past it.
            if busy > (clock?.pendingCount ?? 0) {
                if waitUntilIdle(timeout: min(remaining, .milliseconds(2))) { return true }
                continue
            }
            clock?.advanceToNextTimer()
        }
    }

    private func wait(untilIdle: Bool, timeout: Duration) -> Bool {
        let semaphore = DispatchSemaphore(value: 0)
        guard let waiter = mailbox.addWaiter(untilIdle: untilIdle, wake: { semaphore.signal() }) else { return true }
        if semaphore.wait(timeout: .now() + .nanoseconds(timeout.nanoseconds)) == .success { return true }
        // Timed out: stop being a waiter, unless the program settled in this very instant.
        return !mailbox.removeWaiter(waiter)
    }

    /// Calls `body` once the program is idle (nothing queued, nothing in flight), from whichever
    /// thread made it so, or here and now if it already is; false if `timeout` passed first (and
    /// `body` is then never called). A UI store awaits this on the main thread, which a blocking
    /// wait would stop from draining.
    package func whenIdle(timeout: Duration, _ body: @escaping @Sendable (Bool) -> Void) {
        guard let waiter = mailbox.addWaiter(untilIdle: true, wake: { body(true) }) else { return body(true) }
        // Whichever comes first wins: a woken waiter is no longer there to remove.
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(timeout.nanoseconds)) { [mailbox] in
            if mailbox.removeWaiter(waiter) { body(false) }
        }
    }
}
