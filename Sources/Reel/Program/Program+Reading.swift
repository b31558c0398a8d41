extension Program {
    /// The current model (waits for the update in progress, if any).
    public var model: S.Model { onProgramQueue { state.value } }

    /// The current model rendered into a frame.
    public var frame: Frame {
        onProgramQueue { S.frame(of: state.value, size: frameSize) }
    }

    /// How many messages have been applied.
    public var steps: Int { onProgramQueue { stepCount } }

    /// How many commands are running right now (timers, requests, cache work).
    public var inFlight: Int { onProgramQueue { interpreter.inFlight } }

    /// The subscriptions running right now, in the order they started.
    public var subscriptions: [Subscription<S.Msg>] { onProgramQueue { interpreter.runningSubscriptions } }

    /// Whether messages wait to be applied.
    package var hasQueuedMessages: Bool { mailbox.hasIncoming }

    /// Commands that could not start (a request type with no registered handler), oldest first.
    public var faults: [RequestFault] { faultLog.withLock { $0 } }

    /// Stops the program for good, from any thread and without waiting: no message queued or sent
    /// from now on reaches `update` (a late answer included), and every command and subscription
    /// is cancelled, here and now on the program's queue, else as soon as that queue is free. A UI
    /// store stops its program this way when its root store is released.
    package func stop() {
        mailbox.stop()
        if isOnProgramQueue {
            cancelAll()
        } else {
            queue.async { [self] in cancelAll() }
        }
    }

    /// Cancels every command in flight and stops every subscription; their results are dropped.
    public func cancelAll() {
        onProgramQueue {
            interpreter.cancelAll()
            mailbox.update(inFlight: interpreter.inFlight)  // no drain follows to say so
        }
    }
}
