import Reel

extension Program {
    /// Waits until the program has nothing left to do, jumping a virtual clock from timer to timer
    /// instead of waiting out the delays; false if `timeout` passes first (real work that hangs).
    ///
    /// This is what makes a piped script fast and exact: a debounce or a backend's latency is a
    /// virtual timer, so the settled frame after each line is the same on every run.
    public func settle(advancing clock: VirtualClock?, timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero, waitUntilDrained(timeout: remaining) else { return false }
            let busy = inFlight
            if busy == 0 { return true }
            // Real work (a URLSession request, disk I/O) finishes first, so that its result lands
            // where it would in real time, before the virtual clock jumps past it.
            if busy > (clock?.pendingCount ?? 0) {
                _ = waitUntilIdle(timeout: min(remaining, .milliseconds(2)))
                continue
            }
            clock?.advanceToNextTimer()
        }
    }
}
