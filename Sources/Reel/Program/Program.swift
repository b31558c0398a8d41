import Dispatch

/// The runtime loop: owns a scene's model, applies messages one at a time in FIFO order, runs the
/// effects, and tells observers every step.
///
/// **This file is the loop, top to bottom** (longer than the house's 200 lines, so that a message's
/// whole trip reads in one place), in the order a message travels:
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
/// The virtual clock's hook comes last: a ``VirtualClock`` joins through ``TimerService/join(_:)``
/// and has the program drain after each instant it fires. Reading the program (`model`, `frame`,
/// `inFlight`) and stopping it live in Program+Reading.swift, observing it in
/// Program+Observing.swift, waiting for it in Program+Settle.swift.
///
/// The model lives on one serial queue. `send` is safe from any thread; messages sent while an
/// update runs (by an effect, an observer, another thread) wait their turn, so `update` is never
/// re-entered and every observer sees the same order. FIFO is the rule because a log must replay in
/// the order things happened; a LIFO or priority queue would make replays depend on timing.
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
    /// The model, updated in place and read in place by a UI store. Unsafe (a raw pointer) because a
    /// stored `var` cost 130 instructions a message more in `dispatch-array` (81 → 211, callgrind).
    @usableFromInline let state: UnsafeMutablePointer<S.Model>
    @usableFromInline let onQueue = DispatchSpecificKey<Bool>()
    // Unsafe: the rest is touched only on `queue`, one access at a time, so exclusive access is not
    // checked at run time: checked, it cost a UI store, which drains once a message, 577
    // instructions a message (`store-send` 14,357 → 14,934, callgrind); others pay it once a batch.
    @exclusivity(unchecked) @usableFromInline var interpreter: Interpreter<S.Msg>!
    @exclusivity(unchecked) @usableFromInline var observers: [ObserverEntry] = []
    @exclusivity(unchecked) @usableFromInline var stepCount = 0
    /// Whether a drain is running: a message sent on the main thread from inside one (by an
    /// observer, or a view it invalidates) waits its turn instead of starting another.
    @exclusivity(unchecked) @usableFromInline var draining = false
    /// The emptied buffer of the last batch, swapped in for the next: no allocation per batch.
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
        _ = interpreter.reconcile(S.subscriptions(state.pointee))
        drain()
    }

    deinit {
        interpreter.cancelAll()
        spare.free()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    // MARK: - 1. Send

    /// Queues a message; safe from any thread, and from inside an update or an observer.
    @inlinable
    public func send(_ msg: S.Msg) {
        post(Envelope(msg: msg, ticket: 0))  // ticket 0: nothing can cancel a message sent from outside
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
                switch S.update(&model.pointee, envelope.msg).storage {
                case nil:
                    let declared = declaredSubscriptions(&model.pointee)
                    if nothingFollows(declared, quiet, observers, interpreter) { return }  // most steps end here
                    quiet = afterUpdate(index, envelope.msg, .none, declared, interpreter, observers)
                case let commands?:
                    // 5. Start the commands, in order.
                    interpreter.run(commands)
                    let declared = declaredSubscriptions(&model.pointee)
                    if nothingFollows(declared, quiet, observers, interpreter) { return }
                    quiet = afterUpdate(index, envelope.msg, Effect(storage: commands), declared, interpreter, observers)
                }
            }
            batch.removeAll()
        }
        stepCount = index
        spare = batch
    }

    // MARK: - 6. and 7. Subscriptions, then observers

    /// The subscriptions the model declares, read in place: passed `inout`, the model is the
    /// program's alone for the call, so it is lent to `subscriptions` as it is; read through the
    /// pointer, it was copied first, a retain and a release for each of its lists every message
    /// (callgrind `child-row-500`).
    @inlinable @inline(__always)
    func declaredSubscriptions(_ model: inout S.Model) -> Subscriptions<S.Msg> { S.subscriptions(model) }

    /// Whether steps 6 and 7 have nothing to do: nobody to tell, and the subscriptions declared
    /// are those running (none, while `quiet`; else the very set declared last time).
    @inlinable @inline(__always)
    func nothingFollows(
        _ declared: Subscriptions<S.Msg>, _ quiet: Bool, _ observers: [ObserverEntry], _ interpreter: Interpreter<S.Msg>
    ) -> Bool {
        quiet ? declared.storage == nil : observers.isEmpty && interpreter.runsAlready(declared)
    }

    /// Brings the running subscriptions in line with those the model declares, then tells the
    /// observers the step; returns whether the next step may skip this (`drain()`'s `quiet`).
    ///
    /// Inlinable, so that it is specialized for the scene, but never inlined: the drain's loop
    /// stays as small as the common step, which never comes here.
    @inlinable @inline(never)
    func afterUpdate(
        _ index: Int, _ msg: S.Msg, _ effect: Effect<S.Msg>, _ declared: Subscriptions<S.Msg>,
        _ interpreter: Interpreter<S.Msg>, _ observers: [ObserverEntry]
    ) -> Bool {
        // 6. Start the subscriptions that are new, stop those gone, restart those changed, by id.
        let changes = interpreter.reconcile(declared)
        // 7. Tell the observers.
        if !observers.isEmpty { notify(observers, index, msg, effect, changes) }
        return observers.isEmpty && interpreter.runsNoSubscriptions
    }

    /// Tells every observer the step, in the order they were added.
    @inlinable
    func notify(
        _ observers: [ObserverEntry], _ index: Int, _ msg: S.Msg, _ effect: Effect<S.Msg>,
        _ subscriptions: SubscriptionChanges<S.Msg>
    ) {
        stepCount = index  // observers that read `steps` see their own step
        // Observers of the model alone (a UI store) are told without a step being built.
        var first = 0
        while first < observers.count, case .model(let notify) = observers[first].kind {
            notify(UnsafePointer(state), msg)
            first += 1
        }
        if first == observers.count { return }
        // The step is built once, for the first step observer and every observer after it, in order.
        let step = Step<S>(
            index: index, msg: msg, effect: effect, subscriptions: subscriptions, model: state.pointee, size: frameSize)
        for observer in observers[first...] {
            switch observer.kind {
            case .step(let notify): notify(step, self)
            case .model(let notify): notify(UnsafePointer(state), msg)
            }
        }
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

    // MARK: - The program's queue

    /// Whether the caller runs on the program's queue (for a store's program, the main thread).
    package var isOnProgramQueue: Bool {
        runsOnMain ? MainQueue.isCurrent : DispatchQueue.getSpecific(key: onQueue) == true
    }

    func onProgramQueue<T>(_ body: () -> T) -> T {
        isOnProgramQueue ? body() : queue.sync(execute: body)
    }
}
