import Dispatch
import Synchronization

/// A message waiting for the program's queue, with the ticket of the command that produced it
/// (0 for messages sent from outside or by `send` commands, which nothing can cancel).
struct Envelope<Msg: Sendable>: Sendable {
    let msg: Msg
    let ticket: InFlightTable<any Cancellable>.Ticket
}

/// The program's inbox: a FIFO of envelopes behind one lock, plus who waits for the program to settle.
///
/// Senders append under the lock and schedule a drain only when none is scheduled, so a burst of
/// messages costs one queue hop, not one per message. The drain swaps the whole queue out under the
/// lock and processes it outside, so senders are never blocked by an update.
struct Mailbox<Msg: Sendable>: ~Copyable {
    /// Messages in arrival order.
    var queue: [Envelope<Msg>] = []
    /// Whether a drain is scheduled or running.
    var busy = false
    /// Commands running, as of the end of the last drain.
    var inFlight = 0
    /// Who waits for what.
    var waiters: [Waiter] = []

    /// Someone blocked until the program settles.
    struct Waiter {
        /// Whether it also waits for commands in flight (idle), or only for the queue (drained).
        let untilIdle: Bool
        let semaphore: DispatchSemaphore
    }

    /// Whether nothing is queued and no drain runs.
    var isDrained: Bool { !busy && queue.isEmpty }

    /// Whether, in addition, no command is in flight.
    var isIdle: Bool { isDrained && inFlight == 0 }

    /// Wakes the waiters whose condition now holds.
    mutating func wakeSettledWaiters() {
        guard isDrained, !waiters.isEmpty else { return }
        let idle = isIdle
        waiters.removeAll { waiter in
            guard idle || !waiter.untilIdle else { return false }
            waiter.semaphore.signal()
            return true
        }
    }
}
