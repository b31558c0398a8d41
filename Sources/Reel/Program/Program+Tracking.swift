import Dispatch

extension Program {
    /// Applies a message on the program's thread, as ``sendOnProgramThread(_:)`` does, and calls
    /// `done` on that thread once every command its update started has finished (its result
    /// applied) or been cancelled; returns that work, to cancel it. A UI store's awaited send
    /// (a `.refreshable` pull) is this.
    ///
    /// Only the commands of that one update count — what TCA's and SwiftUI's users expect of a
    /// pull to refresh — not those their results start in turn, nor subscriptions, which never
    /// finish. Finishing is checked after each update: a command ends by its result, which is an
    /// update, or by a cancel, which an update or ``TrackedWork/cancel()`` asks for. Messages already
    /// queued (answers waiting for the program's queue) are applied first, in FIFO order, and what
    /// they start counts too: the marks cannot tell their commands apart. A message sent
    /// from inside a drain waits its turn behind others, so its commands cannot be told from
    /// theirs: `done` then waits until the program is idle, and cancelling only stops the wait.
    package func sendTracking(_ msg: S.Msg, done: @escaping () -> Void) -> TrackedWork {
        let applied = !draining
        let before = interpreter.commandsStarted
        sendOnProgramThread(msg)
        let marks = before..<interpreter.commandsStarted
        let interpreter: Interpreter<S.Msg> = self.interpreter
        let mailbox = self.mailbox
        let isOver: () -> Bool = applied
            ? { !interpreter.isRunning(commandsStartedIn: marks) }
            : { interpreter.inFlight == 0 && !mailbox.hasIncoming }
        let work = TrackedWork(queue: queue, done: done) { [weak self] in
            guard applied, let self else { return }
            interpreter.cancel(commandsStartedIn: marks)
            self.mailbox.update(inFlight: interpreter.inFlight)  // no drain follows to say so
        }
        if isOver() {
            work.finish()
            return work
        }
        // Held by the program's observer until it is over, so that a caller may let it go (and
        // still be told); `finish` ends the observation, and with it this hold.
        work.observation = observeModel { _, _ in
            if isOver() { work.finish() }
        }
        return work
    }
}

/// The commands one message started, followed until they are over (see
/// ``Program/sendTracking(_:done:)``): used on the program's queue, and cancelled from anywhere.
package final class TrackedWork: @unchecked Sendable {
    // Touched on the program's queue only: `cancel()` goes there first.
    private let queue: DispatchQueue
    private var done: (() -> Void)?
    private let cancelCommands: () -> Void
    fileprivate var observation: (any Cancellable)?

    fileprivate init(queue: DispatchQueue, done: @escaping () -> Void, cancelCommands: @escaping () -> Void) {
        self.queue = queue
        self.done = done
        self.cancelCommands = cancelCommands
    }

    /// Whether `done` has been called.
    package var isOver: Bool { done == nil }

    /// Cancels the commands still running, from any thread, then calls `done`; their results are
    /// dropped. Nothing, once the work is over.
    package func cancel() {
        queue.async { [self] in
            guard !isOver else { return }
            cancelCommands()
            finish()
        }
    }

    /// Stops following the work and calls `done`, once.
    fileprivate func finish() {
        observation?.cancel()
        observation = nil
        let done = self.done
        self.done = nil
        done?()
    }
}
