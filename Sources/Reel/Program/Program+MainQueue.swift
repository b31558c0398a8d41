import Dispatch

/// The main-queue mode: a UI store's program runs its loop on the main queue, and a message sent
/// on the main thread is applied before `send` returns (see ``Program``, "Where the loop runs").
extension Program {
    /// Applies a message sent on the program's own thread before returning: a UI store's send on
    /// the main thread. Sent from inside a drain (an observer, a view it invalidated), it waits its
    /// turn like any message; otherwise the drain runs here and then, applying first whatever was
    /// queued before it (results of effects waiting for the main queue), so FIFO order holds.
    @inlinable
    package func sendOnProgramThread(_ msg: S.Msg) {
        _ = mailbox.post(Envelope(msg: msg, ticket: 0))
        if !draining { drain() }
    }

    /// Whether the caller runs on the program's queue (for a store's program, the main thread).
    package var isOnProgramQueue: Bool {
        runsOnMain ? MainQueue.isCurrent : DispatchQueue.getSpecific(key: onQueue) == true
    }

    /// Runs `body` on the program's queue: here and now if the caller is on it, else waiting for it.
    func onProgramQueue<T>(_ body: () -> T) -> T {
        isOnProgramQueue ? body() : queue.sync(execute: body)
    }
}
