import Dispatch

/// The runtime loop: owns a scene's model, applies messages one at a time in FIFO order, runs the
/// effects, and tells observers every step.
///
/// The model lives on one serial queue. `send` is safe from any thread; messages sent while an
/// update runs (by an effect, an observer, another thread) wait their turn, so `update` is never
/// re-entered and every observer sees the same order. FIFO is the rule because a log must replay in
/// the order things happened; a LIFO or priority queue would make replays depend on timing.
///
/// After each update the program commits the model, starts the effect's commands, brings the
/// running subscriptions in line with `subscriptions(model)`, and tells observers the step.
///
/// An observer that needs its program (to send a message back) is handed it with each step,
/// `observe { step, program in … }`: captured, it would keep the program alive (see ``Observer``).
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
/// The model is kept behind a pointer and updated in place: a model holding a large array is never
/// copied per message. Frames are rendered only when somebody looks (an observer's `step.frame`,
/// or `frame`), so a busy program with no display pays nothing for drawing. The message path
/// (`send` and the drain loop) is `@inlinable` so that it is specialized for the app's scene: a
/// generic loop would look up type metadata on every message.
public final class Program<S: Scene>: @unchecked Sendable {
    /// The size frames are rendered at.
    public let frameSize: FrameSize
    /// The effect `start` returned, already started.
    public let startEffect: Effect<S.Msg>

    @usableFromInline let queue: DispatchQueue
    /// Whether the loop runs on the main queue (a UI store's program) rather than a queue of its own.
    @usableFromInline package let runsOnMain: Bool
    @usableFromInline let mailbox = Mailbox<S.Msg>()
    @usableFromInline let state: UnsafeMutablePointer<S.Model>
    @usableFromInline let onQueue = DispatchSpecificKey<Bool>()
    // The rest is touched only on `queue`, one access at a time: unchecked for exclusive access,
    // which would otherwise cost a runtime check on every drain (a UI store drains once a message).
    @exclusivity(unchecked) @usableFromInline var interpreter: Interpreter<S.Msg>!
    @exclusivity(unchecked) @usableFromInline var observers: [ObserverEntry] = []
    @exclusivity(unchecked) @usableFromInline var stepCount = 0
    /// Whether a drain is running: a message sent on the main thread from inside one (by an
    /// observer, or a view it invalidates) waits its turn instead of starting another.
    @exclusivity(unchecked) @usableFromInline var draining = false
    @exclusivity(unchecked) @usableFromInline var spare = MessageBuffer<S.Msg>()
    /// `drain()`, made in the inlinable initializer so that it is the copy specialized for the
    /// scene: a virtual clock calls it through a protocol, which would reach the generic copy.
    @usableFromInline var drainSpecialized: (() -> Void)!
    var nextObserverID = 0
    @usableFromInline let faultLog = Locked<[RequestFault]>([])

    /// Starts a scene: computes its first model and starts its startup effects.
    ///
    /// `observer`, if given, sees every step from the very first, including steps caused by the
    /// startup effects, which run before `observe(_:)` could be called (a recorder needs them all).
    @inlinable
    public convenience init(
        input: S.Input, services: Services = Services(), frameSize: FrameSize = .standard,
        observer: ((Step<S>) -> Void)? = nil
    ) {
        self.init(input: input, services: services, frameSize: frameSize, observers: observer.map { observer in
            [ObserverEntry(id: 0, kind: .step { step, _ in observer(step) })]
        } ?? [])
    }

    /// Inlinable, like the message path, because the drains it schedules must be the specialized ones.
    ///
    /// With `onMain`, the loop runs on the main queue; created on the main thread, the program
    /// also starts there and then, so that a store's first model already has its startup effects
    /// applied.
    @inlinable
    package init(
        input: S.Input, services: Services, frameSize: FrameSize, observers: [ObserverEntry], onMain: Bool = false
    ) {
        let (model, startEffect) = S.start(input)
        state = .allocate(capacity: 1)
        state.initialize(to: model)
        self.frameSize = frameSize
        self.startEffect = startEffect
        runsOnMain = onMain
        queue = onMain ? .main : DispatchQueue(label: "reel.program")
        if !onMain { queue.setSpecific(key: onQueue, value: true) }
        let faultLog = self.faultLog
        interpreter = Interpreter(services: services, reportFault: { fault in faultLog.withLock { $0.append(fault) } }) {
            [weak self] msg, ticket in self?.enqueue(Envelope(msg: msg, ticket: ticket))
        }
        self.observers = observers
        drainSpecialized = { [unowned self] in drain() }
        if let clock = services.timers as? VirtualClock { clock.attach(self) }
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
        _ = interpreter.reconcile(S.subscriptions(state.pointee))
        drain()
    }

    deinit {
        interpreter.cancelAll()
        spare.free()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Queues a message; safe from any thread, and from inside an update or an observer.
    @inlinable
    public func send(_ msg: S.Msg) {
        enqueue(Envelope(msg: msg, ticket: 0))
    }

    /// The current model (waits for the update in progress, if any).
    public var model: S.Model { onProgramQueue { state.pointee } }

    /// The current model rendered into a frame.
    public var frame: Frame {
        onProgramQueue { S.frame(of: state.pointee, size: frameSize) }
    }

    /// How many messages have been applied.
    public var steps: Int { onProgramQueue { stepCount } }

    /// How many commands are running right now (timers, requests, cache work).
    public var inFlight: Int { onProgramQueue { interpreter.inFlight } }

    /// The subscriptions running right now, in the order they started.
    public var subscriptions: [Subscription<S.Msg>] { onProgramQueue { interpreter.runningSubscriptions } }

    /// The model, in place: read on the program's queue only (a UI store reads it on the main thread).
    package var modelInPlace: UnsafePointer<S.Model> { UnsafePointer(state) }

    /// Whether messages wait to be applied.
    package var hasQueuedMessages: Bool { mailbox.hasIncoming }

    /// Commands that could not start (a request type with no registered handler), oldest first.
    public var faults: [RequestFault] { faultLog.withLock { $0 } }

    /// Stops the program for good, from any thread and without waiting: no message queued or sent
    /// from now on reaches `update` (a late answer included), and every command and subscription
    /// is cancelled, here and now on the program's queue, else as soon as that queue is free. A UI
    /// store stops its program this way when its last store is released.
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

    // MARK: - The loop

    @inlinable
    func enqueue(_ envelope: Envelope<S.Msg>) {
        if mailbox.post(envelope) {
            queue.async { [self] in drain() }
        }
    }

    /// Applies a message sent on the program's own thread before returning: a UI store's send on
    /// the main thread. Sent from inside a drain (an observer, a view it invalidated), it waits its
    /// turn like any message; otherwise the drain runs here and then, applying first whatever was
    /// queued before it (results of effects waiting for the main queue), so FIFO order holds.
    @inlinable
    package func sendOnProgramThread(_ msg: S.Msg) {
        _ = mailbox.post(Envelope(msg: msg, ticket: 0))
        if !draining { drain() }
    }

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
            let observers = self.observers
            batch.forEach { envelope in
                // The result of a cancelled command or a stopped subscription is dropped here, even
                // when it was queued before the cancel: the ticket says whether it still counts.
                guard interpreter.accept(envelope.ticket) else { return }
                index += 1
                // Switching on the storage itself leaves the common `.none` branch with nothing to
                // release: keeping an `Effect` value alive would cost a release call per message.
                switch S.update(&model.pointee, envelope.msg).storage {
                case nil:
                    finishStep(index, envelope.msg, .none, interpreter, observers)
                case let commands?:
                    interpreter.run(commands)
                    finishStep(index, envelope.msg, Effect(storage: commands), interpreter, observers)
                }
            }
            batch.removeAll()
        }
        stepCount = index
        spare = batch
    }

    /// After an update: brings the running subscriptions in line with the declared ones, then
    /// tells observers the step.
    @inlinable @inline(__always)
    func finishStep(
        _ index: Int, _ msg: S.Msg, _ effect: Effect<S.Msg>, _ interpreter: Interpreter<S.Msg>,
        _ observers: [ObserverEntry]
    ) {
        let declared = S.subscriptions(state.pointee)
        // Most scenes declare no subscriptions: one check, and no changes value is made.
        if declared.storage == nil && interpreter.runsNoSubscriptions {
            if !observers.isEmpty { notify(observers, index, msg, effect, .none) }
        } else {
            reconcile(declared, observers, index, msg, effect)
        }
    }

    /// Brings the running subscriptions in line with the declared ones, then tells observers the step.
    @inlinable
    func reconcile(
        _ declared: Subscriptions<S.Msg>, _ observers: [ObserverEntry], _ index: Int,
        _ msg: S.Msg, _ effect: Effect<S.Msg>
    ) {
        let changes = interpreter.reconcile(declared)
        if !observers.isEmpty { notify(observers, index, msg, effect, changes) }
    }

    /// Whether the caller runs on the program's queue (for a store's program, the main thread).
    package var isOnProgramQueue: Bool {
        runsOnMain ? MainQueue.isCurrent : DispatchQueue.getSpecific(key: onQueue) == true
    }

    func onProgramQueue<T>(_ body: () -> T) -> T {
        isOnProgramQueue ? body() : queue.sync(execute: body)
    }
}
