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
    // State behind pointers, not stored `var`s: the lock already makes access exclusive, and class
    // properties would add a dynamic exclusivity check to every message.
    @usableFromInline let incoming: UnsafeMutablePointer<MessageBuffer<Msg>>
    @usableFromInline let flags: UnsafeMutablePointer<Flags>

    /// Whether a drain is scheduled, how much is in flight, and who waits for the program to settle.
    @usableFromInline
    struct Flags {
        /// Whether a drain is scheduled or running.
        @usableFromInline var busy = false
        /// Whether a virtual clock holds the queue: it drains it itself, so senders schedule nothing.
        @usableFromInline var held = false
        /// Commands running, as of the end of the last drain.
        @usableFromInline var inFlight = 0
        /// Who waits for what.
        @usableFromInline var waiters: [Waiter] = []
        /// The id the next waiter gets.
        @usableFromInline var nextWaiter = 0
        /// Whether the program was stopped for good: nothing queued is applied any more.
        @usableFromInline var stopped = false
    }

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
    init() {
        incoming = .allocate(capacity: 1)
        incoming.initialize(to: MessageBuffer())
        flags = .allocate(capacity: 1)
        flags.initialize(to: Flags())
    }

    deinit {
        incoming.pointee.free()
        incoming.deallocate()
        flags.deinitialize(count: 1)
        flags.deallocate()
    }

    /// Appends an envelope; true if the caller must schedule a drain (none was scheduled).
    @inlinable
    func post(_ envelope: Envelope<Msg>) -> Bool {
        lock.lock()
        incoming.pointee.append(envelope)
        let mustSchedule = !flags.pointee.busy
        flags.pointee.busy = true
        lock.unlock()
        return mustSchedule
    }

    /// Marks a drain as scheduled (the program's start runs one).
    @usableFromInline
    func markBusy() {
        lock.lock()
        flags.pointee.busy = true
        lock.unlock()
    }

    /// Swaps the queued envelopes into `batch` (which must be empty); false, and the drain ends, if
    /// nothing was queued.
    @inlinable
    func take(into batch: inout MessageBuffer<Msg>, inFlight: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if flags.pointee.stopped { incoming.pointee.removeAll() }  // once a batch, not once a message
        if !incoming.pointee.isEmpty {
            swap(&incoming.pointee, &batch)
            return true
        }
        flags.pointee.inFlight = inFlight
        if flags.pointee.held { return false }
        flags.pointee.busy = false
        if !flags.pointee.waiters.isEmpty { wakeSettledWaiters() }
        return false
    }

    /// Holds the queue for a virtual clock: until ``release()``, senders schedule no drain (the
    /// clock drains after each instant it fires), and nobody is told the program settled.
    @usableFromInline
    func hold() {
        lock.lock()
        flags.pointee.held = true
        flags.pointee.busy = true
        lock.unlock()
    }

    /// Ends a hold; the queue must just have been drained on the program's queue.
    @usableFromInline
    func release(inFlight: Int) {
        lock.lock()
        defer { lock.unlock() }
        flags.pointee.held = false
        flags.pointee.inFlight = inFlight
        flags.pointee.busy = !incoming.pointee.isEmpty
        if !flags.pointee.waiters.isEmpty { wakeSettledWaiters() }
    }

    /// Stops for good, from any thread: what is queued now or later is dropped, never applied.
    @usableFromInline
    func stop() {
        lock.lock()
        defer { lock.unlock() }
        flags.pointee.stopped = true
        incoming.pointee.removeAll()
    }

    /// Whether messages wait (after a hold ends, someone must then schedule a drain).
    @usableFromInline
    var hasIncoming: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !incoming.pointee.isEmpty
    }

    /// Notes how many commands are in flight outside a drain (after `cancelAll`), waking waiters.
    @usableFromInline
    func update(inFlight: Int) {
        lock.lock()
        defer { lock.unlock() }
        flags.pointee.inFlight = inFlight
        if !flags.pointee.waiters.isEmpty { wakeSettledWaiters() }
    }

    /// Registers a waiter, woken once when its condition holds; nil if it already holds (no need
    /// to wait, and `wake` is not called).
    @usableFromInline
    func addWaiter(untilIdle: Bool, wake: @escaping @Sendable () -> Void) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        if untilIdle ? isIdle : isDrained { return nil }
        let id = flags.pointee.nextWaiter
        flags.pointee.nextWaiter += 1
        flags.pointee.waiters.append(Waiter(untilIdle: untilIdle, id: id, wake: wake))
        return id
    }

    private var isDrained: Bool { !flags.pointee.busy && incoming.pointee.isEmpty }

    private var isIdle: Bool { isDrained && flags.pointee.inFlight == 0 }

    /// Forgets a waiter that stopped waiting (timed out); false if it had just been woken.
    @usableFromInline
    func removeWaiter(_ id: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let index = flags.pointee.waiters.firstIndex(where: { $0.id == id }) else { return false }
        flags.pointee.waiters.remove(at: index)
        return true
    }

    /// Wakes the waiters whose condition now holds (called with the lock held).
    @usableFromInline
    func wakeSettledWaiters() {
        guard isDrained else { return }
        let idle = isIdle
        flags.pointee.waiters.removeAll { waiter in
            guard idle || !waiter.untilIdle else { return false }
            waiter.wake()  // a semaphore's signal, or a continuation's resume: neither takes this lock
            return true
        }
    }
}
