import Dispatch

/// The runtime loop: owns a scene's model, applies messages one at a time in FIFO order, runs the
/// effects, and tells observers every step.
///
/// **This file is the loop, top to bottom**, in the order a message travels:
///
/// 1. ``send(_:)``: anyone, on any thread, posts an envelope to the mailbox;
/// 2. the mailbox: the first message of a burst schedules one drain on the program's queue;
/// 3. the drain: takes the whole batch under the lock and applies it outside it, oldest first;
/// 4. `update` changes the model in place and returns the effect as data;
/// 5. the interpreter starts the effect's commands (timers, requests);
/// 6. the running subscriptions are brought in line with `subscriptions(model)`;
/// 7. observers are told the step;
/// 8. the way back: a command's result (a timer firing, a response) returns through
///    `deliver(_:ticket:)` with its ticket and joins the mailbox at step 1, like any message.
///
/// Around it, in files of their own: steps 6 and 7 (Program+AfterUpdate.swift), the public
/// initializers and observers (Program+Observing.swift; an observer is handed its program with each
/// step, never captures it: see ``Observer``), a UI store's main-queue mode (Program+MainQueue.swift),
/// reading and stopping (Program+Reading.swift), waiting (Program+Settle.swift), tracked sends
/// (Program+Tracking.swift), and the hook through which a ``VirtualClock`` has the program drain after
/// each instant it fires (Program+VirtualClock.swift).
///
/// The model lives on one serial queue. `send` is safe from any thread; messages sent while an
/// update runs (by an effect, an observer, another thread) wait their turn, so `update` is never
/// re-entered and every observer sees the same order. FIFO is the rule because a log must replay in
/// the order things happened; a LIFO or priority queue would make replays depend on timing.
///
/// **Idle** means no message is queued and no command (timer, request, cache work) is in
/// flight. Running subscriptions do not count: an `every` tick never finishes, and a program
/// that only waits for its next tick has nothing left to do.
///
/// **Where the loop runs.** On a queue of its own, by default. A UI store (ReelUI's `Store`)
/// runs the same loop on the main queue instead, and applies a message sent on the main thread
/// before `send` returns, so a text field bound to the model never sees its edit arrive late; the
/// drain, the interpreter and the cancellation rules are this type's either way.
///
/// Frames are rendered only when somebody looks (an observer's `step.frame`, or `frame`), so a
/// busy program with no display pays nothing for drawing. The message path (`send` and the drain)
/// is `@inlinable` so that it is specialized for the app's scene: a generic loop would look up type
/// metadata on every message.
public final class Program<S: Scene>: @unchecked Sendable {
    /// The size frames are rendered at.
    public let frameSize: FrameSize
    /// The effect `start` returned, already started.
    public let startEffect: Effect<S.Msg>

    @usableFromInline let queue: DispatchQueue
    /// Whether the loop runs on the main queue (a UI store's program) rather than a queue of its own.
    @usableFromInline package let runsOnMain: Bool
    @usableFromInline let mailbox = Mailbox<S.Msg>()
    /// The model, updated in place and read in place by a UI store: in a cell of the engine room's,
    /// where it is changed with no exclusivity check (``HeapCell`` has the figure it buys).
    @usableFromInline let state: HeapCell<S.Model>
    @usableFromInline let onQueue = DispatchSpecificKey<Bool>()
    /// The rest of what the loop changes as it runs (Program+LoopState.swift), touched only on `queue`.
    @usableFromInline let loop = HeapCell(LoopState())
    /// `drain()`, made in the inlinable initializer so that it is the copy specialized for the
    /// scene: a virtual clock calls it through a protocol, which would reach the generic copy.
    @usableFromInline var drainSpecialized: (() -> Void)!
    var nextObserverID = 0
    @usableFromInline let faultLog = Locked<[RequestFault]>([])

    /// Starts a scene: computes its first model and starts its startup effects. Inlinable, like the
    /// message path, because the drains it schedules must be the specialized ones. With `onMain`, the
    /// loop runs on the main queue; created on the main thread, the program also starts there and then,
    /// so that a store's first model already has its startup effects applied.
    @inlinable
    package init(
        input: S.Input, services: Services, frameSize: FrameSize, observers: [ObserverEntry], onMain: Bool = false
    ) {
        let (model, startEffect) = S.start(input)
        state = HeapCell(model)
        self.frameSize = frameSize
        self.startEffect = startEffect
        runsOnMain = onMain
        queue = onMain ? .main : DispatchQueue(label: "reel.program")
        if !onMain { queue.setSpecific(key: onQueue, value: true) }
        let faultLog = self.faultLog
        // Step 8 wired here: what a command sends back goes to `deliver`, below. Held weakly: a
        // late timer must not keep a program nobody uses alive.
        interpreter = Interpreter(services: services, reportFault: { fault in faultLog.withLock { $0.append(fault) } }) {
            [weak self] msg, ticket in self?.deliver(msg, ticket: ticket)
        }
        self.observers = observers
        drainSpecialized = { [unowned self] in drain() }
        services.timers.join(TimedProgram(self))  // a virtual clock drives this program; a real one ignores it
        mailbox.markBusy()
        if onMain && MainQueue.isCurrent {
            begin()
        } else {
            queue.async { [self] in begin() }
        }
    }

    /// Starts the startup effects and subscriptions, and applies what they sent.
    @inlinable
    func begin() {
        interpreter.run(startEffect)
        _ = interpreter.reconcile(S.subscriptions(state.value))
        drain()
    }

    deinit {
        interpreter.cancelAll()
        spare.free()
        loop.free()
        state.free()
    }

    // MARK: - 1. Send

    /// Queues a message; safe from any thread, and from inside an update or an observer.
    @inlinable
    public func send(_ msg: S.Msg) {
        post(Envelope(msg: msg, ticket: 0))  // ticket 0: nothing can cancel a message sent from outside
    }

    // MARK: - 2. The mailbox

    /// Appends an envelope under the mailbox's lock; the first of a burst schedules the drain, so a
    /// burst of messages costs one queue hop, not one per message.
    @inlinable
    func post(_ envelope: Envelope<S.Msg>) {
        if mailbox.post(envelope) { scheduleDrain() }
    }

    /// Out of line (once a burst): inlined, making the block would crowd the send path's registers.
    @inlinable @inline(never)
    func scheduleDrain() {
        queue.async { [self] in drain() }
    }

    // MARK: - 3. The drain

    /// Applies queued messages until the mailbox is empty, a whole batch per lock.
    @inlinable
    func drain() {
        let interpreter = self.interpreter!
        let model = state
        var batch = spare
        var index = stepCount
        draining = true
        defer { draining = false }
        while mailbox.take(into: &batch, inFlight: interpreter.inFlight) {
            let observers = self.observers  // read once a batch: one added meanwhile sees the next
            // Whether a step that asks for nothing has nothing after it either: nobody to tell, no
            // subscription to stop. Only steps 6 and 7 change that, so it is checked after them
            // alone, and the common step (no effect, no subscriptions, no observers) is the update.
            var quiet = observers.isEmpty && interpreter.runsNoSubscriptions
            batch.forEach { envelope in
                // The result of a cancelled command or a stopped subscription is dropped here, even
                // when it was queued before the cancel: the ticket says whether it still counts.
                guard interpreter.accept(envelope.ticket) else { return }
                index &+= 1
                // 4. Update: the model changes in place, and the effect comes back as data. Switching
                // on its storage leaves the common `.none` branch with nothing to release: keeping an
                // `Effect` alive over the branch would cost a release call per message.
                switch S.update(&model.value, envelope.msg).storage {
                case nil:
                    let declared = declaredSubscriptions(&model.value)
                    if nothingFollows(declared, quiet, observers, interpreter) { return }  // most steps end here
                    quiet = afterUpdate(index, envelope.msg, .none, declared, interpreter, observers)
                case let commands?:
                    // 5. Start the commands, in order.
                    interpreter.run(commands)
                    let declared = declaredSubscriptions(&model.value)
                    if nothingFollows(declared, quiet, observers, interpreter) { return }
                    quiet = afterUpdate(index, envelope.msg, Effect(storage: commands), declared, interpreter, observers)
                }
            }
            batch.removeAll()
        }
        stepCount = index
        spare = batch
    }

    // MARK: - 8. The way back

    /// Where a command's result or a subscription's event re-enters the loop, from whichever queue
    /// its service answered on: the interpreter calls this (wired in `init`), and the envelope
    /// joins the mailbox behind every message already queued. Its ticket is checked only when it
    /// is dequeued (step 3), so a result queued behind the update that cancelled it is dropped.
    @inlinable
    func deliver(_ msg: S.Msg, ticket: UInt64) {
        post(Envelope(msg: msg, ticket: ticket))
    }
}
