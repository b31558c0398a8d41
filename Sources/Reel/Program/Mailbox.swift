import Dispatch
import Synchronization

/// A message waiting for the program's queue, with the ticket of the command that produced it
/// (0 for messages sent from outside or by `send` commands, which nothing can cancel).
@usableFromInline
struct Envelope<Msg: Sendable>: Sendable {
    @usableFromInline let msg: Msg
    @usableFromInline let ticket: InFlightTable<any Cancellable>.Ticket

    @inlinable
    init(msg: Msg, ticket: InFlightTable<any Cancellable>.Ticket) {
        self.msg = msg
        self.ticket = ticket
    }
}

/// The program's inbox: a FIFO of envelopes behind one lock, plus who waits for the program to settle.
///
/// Senders append under the lock and schedule a drain only when none is scheduled, so a burst of
/// messages costs one queue hop, not one per message. The drain swaps the whole queue out under the
/// lock and processes it outside, so senders are never blocked by an update.
@usableFromInline
struct Mailbox<Msg: Sendable>: ~Copyable {
    /// Messages in arrival order.
    @usableFromInline var queue: [Envelope<Msg>] = []
    /// Whether a drain is scheduled or running.
    @usableFromInline var busy = false
    /// Commands running, as of the end of the last drain.
    @usableFromInline var inFlight = 0
    /// Who waits for what.
    @usableFromInline var waiters: [Waiter] = []

    @usableFromInline init() {}

    /// Someone blocked until the program settles.
    @usableFromInline
    struct Waiter {
        /// Whether it also waits for commands in flight (idle), or only for the queue (drained).
        let untilIdle: Bool
        let semaphore: DispatchSemaphore
    }

    /// Whether nothing is queued and no drain runs.
    var isDrained: Bool { !busy && queue.isEmpty }

    /// Whether, in addition, no command is in flight.
    var isIdle: Bool { isDrained && inFlight == 0 }

    /// Appends an envelope; true if the caller must schedule a drain (none was scheduled).
    @inlinable
    mutating func post(_ envelope: Envelope<Msg>) -> Bool {
        queue.append(envelope)
        if busy { return false }
        busy = true
        return true
    }

    /// Swaps the queued envelopes into `batch` (which must be empty); false, and the drain ends, if
    /// nothing was queued.
    @inlinable
    mutating func take(into batch: inout [Envelope<Msg>], inFlight: Int) -> Bool {
        if !queue.isEmpty {
            swap(&queue, &batch)
            return true
        }
        busy = false
        self.inFlight = inFlight
        if !waiters.isEmpty { wakeSettledWaiters() }
        return false
    }

    /// Wakes the waiters whose condition now holds.
    @usableFromInline
    mutating func wakeSettledWaiters() {
        guard isDrained else { return }
        let idle = isIdle
        waiters.removeAll { waiter in
            guard idle || !waiter.untilIdle else { return false }
            waiter.semaphore.signal()
            return true
        }
    }
}
