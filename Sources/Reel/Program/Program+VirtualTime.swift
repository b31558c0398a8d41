/// How a virtual clock drives a live program: it holds the mailbox while an instant's timers fire,
/// drains what they sent, and releases it, so that `advance(by:)` returns only once the program
/// has processed every tick and timer due (the same count on every run).
extension Program: VirtualTimeParticipant {
    @usableFromInline package func beginVirtualTimeDrive() -> Bool {
        guard !isOnProgramQueue else { return false }
        mailbox.hold()
        return true
    }

    @usableFromInline package func settleAfterVirtualTimers() {
        guard !isOnProgramQueue else {
            // Advanced from the program's own thread (a UI store's test on the main thread): what
            // the timers sent is applied here and now, unless a drain runs further up this thread.
            if !draining { drainSpecialized() }
            return
        }
        queue.sync { drainSpecialized() }
    }

    @usableFromInline package func endVirtualTimeDrive() {
        let mustDrain = queue.sync {
            drainSpecialized()
            mailbox.release(inFlight: interpreter.inFlight)
            return mailbox.hasIncoming  // sent from another thread since the drain
        }
        if mustDrain { queue.async { [self] in drainSpecialized() } }
    }
}
