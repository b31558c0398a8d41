import Dispatch

/// A message waiting for the program's queue, with the ticket of the command that produced it
/// (0 for messages sent from outside or by `send` commands, which nothing can cancel).
@usableFromInline
struct Envelope<Msg: Sendable>: Sendable {
    @usableFromInline let msg: Msg
    @usableFromInline let ticket: UInt64

    @inlinable
    init(msg: Msg, ticket: UInt64) {
        self.msg = msg
        self.ticket = ticket
    }
}

/// The program's inbox: a FIFO of envelopes behind one lock, plus who waits for the program to settle.
///
/// Senders append under the lock and schedule a drain only when none is scheduled, so a burst of
/// messages costs one queue hop, not one per message. The drain swaps the whole buffer for an
/// empty one under the lock and applies the batch outside it, so senders never wait for an update.
@usableFromInline
final class Mailbox<Msg: Sendable>: @unchecked Sendable {
    @usableFromInline let lock = SpinLock()
    // Unsafe: the rest is touched only with `lock` held, so exclusive access is not checked at run
    // time: checked, it cost 126 instructions a message (`dispatch-counter` 39.6 → 165.7, callgrind).
    /// The envelopes waiting for the next drain, oldest first.
    @exclusivity(unchecked) @usableFromInline var incoming = MessageBuffer<Msg>()
    /// Whether a drain is scheduled or running.
    @exclusivity(unchecked) @usableFromInline var busy = false
    /// Whether a virtual clock holds the queue: it drains it itself, so senders schedule nothing.
    @exclusivity(unchecked) @usableFromInline var held = false
    /// Commands running, as of the end of the last drain.
    @exclusivity(unchecked) @usableFromInline var inFlight = 0
    /// Who waits for what.
    @exclusivity(unchecked) @usableFromInline var waiters: [Waiter] = []
    /// The id the next waiter gets.
    @exclusivity(unchecked) @usableFromInline var nextWaiter = 0
    /// Whether the program was stopped for good: nothing queued is applied any more.
    @exclusivity(unchecked) @usableFromInline var stopped = false

    /// Someone waiting until the program settles: a thread blocked on a semaphore, or a task
    /// suspended until it is woken.
    @usableFromInline
    struct Waiter {
        /// Whether it also waits for commands in flight (idle), or only for the queue (drained).
        let untilIdle: Bool
        let id: Int
        let wake: @Sendable () -> Void
    }

    @usableFromInline
    init() {}

    deinit { incoming.free() }

    /// Appends an envelope; true if the caller must schedule a drain (none was scheduled).
    @inlinable
    func post(_ envelope: Envelope<Msg>) -> Bool {
        lock.lock()
        incoming.append(envelope)
        let mustSchedule = !busy
        busy = true
        lock.unlock()
        return mustSchedule
    }

    /// Marks a drain as scheduled (the program's start runs one).
    @usableFromInline
    func markBusy() {
        lock.lock()
        busy = true
        lock.unlock()
    }

    /// Swaps the queued envelopes into `batch` (which must be empty); false, and the drain ends, if
    /// nothing was queued.
    @inlinable
    func take(into batch: inout MessageBuffer<Msg>, inFlight: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if stopped { incoming.removeAll() }  // once a batch, not once a message
        if !incoming.isEmpty {
            swap(&incoming, &batch)
            return true
        }
        self.inFlight = inFlight
        if held { return false }
        busy = false
        if !waiters.isEmpty { wakeSettledWaiters() }
        return false
    }

    /// Holds the queue for a virtual clock: until ``release()``, senders schedule no drain (the
    /// clock drains after each instant it fires), and nobody is told the program settled.
    @usableFromInline
    func hold() {
        lock.lock()
        held = true
        busy = true
        lock.unlock()
    }

    /// Ends a hold; the queue must just have been drained on the program's queue.
    @usableFromInline
    func release(inFlight: Int) {
        lock.lock()
        defer { lock.unlock() }
        held = false
        self.inFlight = inFlight
        busy = !incoming.isEmpty
        if !waiters.isEmpty { wakeSettledWaiters() }
    }

    /// Stops for good, from any thread: what is queued now or later is dropped, never applied.
    @usableFromInline
    func stop() {
        lock.lock()
        defer { lock.unlock() }
        stopped = true
        incoming.removeAll()
    }

    /// Whether messages wait (after a hold ends, someone must then schedule a drain).
    @usableFromInline
    var hasIncoming: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !incoming.isEmpty
    }

    /// Notes how many commands are in flight outside a drain (after `cancelAll`), waking waiters.
    @usableFromInline
    func update(inFlight: Int) {
        lock.lock()
        defer { lock.unlock() }
        self.inFlight = inFlight
        if !waiters.isEmpty { wakeSettledWaiters() }
    }

    /// Registers a waiter, woken once when its condition holds; nil if it already holds (no need
    /// to wait, and `wake` is not called).
    @usableFromInline
    func addWaiter(untilIdle: Bool, wake: @escaping @Sendable () -> Void) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        if untilIdle ? isIdle : isDrained { return nil }
        let id = nextWaiter
        nextWaiter += 1
        waiters.append(Waiter(untilIdle: untilIdle, id: id, wake: wake))
        return id
    }

    private var isDrained: Bool { !busy && incoming.isEmpty }

    private var isIdle: Bool { isDrained && inFlight == 0 }

    /// Forgets a waiter that stopped waiting (timed out); false if it had just been woken.
    @usableFromInline
    func removeWaiter(_ id: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return false }
        waiters.remove(at: index)
        return true
    }

    /// Wakes the waiters whose condition now holds (called with the lock held).
    @usableFromInline
    func wakeSettledWaiters() {
        guard isDrained else { return }
        let idle = isIdle
        waiters.removeAll { waiter in
            guard idle || !waiter.untilIdle else { return false }
            waiter.wake()  // a semaphore's signal, or a continuation's resume: neither takes this lock
            return true
        }
    }
}
