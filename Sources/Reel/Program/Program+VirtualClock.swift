import Dispatch

/// How a virtual clock drives a program: it holds the mailbox while an instant's timers fire, has
/// what they sent applied before it looks for the next due timer, then lets go. The one time
/// driver's side in the program (see `VirtualClock`), kept out of the loop's file.
extension Program: VirtualTimeParticipant {
    /// The clock holds the mailbox while an instant's timers fire: senders schedule no drain, and
    /// nobody is told the program settled. False if the clock is advanced from the program's own
    /// queue, where it cannot wait for it.
    @usableFromInline package func beginVirtualTimeDrive() -> Bool {
        guard !isOnProgramQueue else { return false }
        mailbox.hold()
        return true
    }

    /// After an instant's timers fired: applies what they sent, and what that causes, before the
    /// clock looks for the next due timer, so that `advance(by:)` fires the same ticks on every run.
    @usableFromInline package func settleAfterVirtualTimers() {
        guard !isOnProgramQueue else {
            // Advanced from the program's own thread (a UI store's test on the main thread): what
            // the timers sent is applied here and now, unless a drain runs further up this thread.
            if !draining { drainSpecialized() }
            return
        }
        queue.sync { drainSpecialized() }
    }

    /// Ends the hold, scheduling a drain for what was sent from another thread meanwhile.
    @usableFromInline package func endVirtualTimeDrive() {
        let mustDrain = queue.sync {
            drainSpecialized()
            mailbox.release(inFlight: interpreter.inFlight)
            return mailbox.hasIncoming  // sent from another thread since the drain
        }
        if mustDrain { queue.async { [self] in drainSpecialized() } }
    }
}
