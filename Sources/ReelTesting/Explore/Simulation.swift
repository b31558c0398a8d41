import Reel
import ReelLog

/// One explored session in progress: the scene on Reel's own interpreter, in a world that does
/// nothing until the session's steps say what happens (the world's side is in `Simulation+World`).
///
/// After each step the messages it caused reach `update` in FIFO order, as in a program; each
/// is rendered (a model left as it was keeps its frame; an exhaustive check's session draws a
/// frame only when a property reads it) and checked against the properties, and results that arrive for a cancelled
/// command or a stopped source must be dropped by the interpreter (checked here, against the
/// world's own record of what was cancelled). The first broken property ends the session.
///
/// Built in for every scene, besides the explorer's properties: a cancelled command's or stopped
/// source's result never reaches `update`; no frame shows a secret header's value; and, in a
/// session that checks deeply, rendering the same model twice gives the same frame and (in
/// ``finish()``) the session's log replays.
///
/// Inlinable (with the explorer's session code that drives it), so that an exploration runs a
/// copy specialized for its scene in the module that calls ``Explorer/explore(runs:steps:seed:progress:)``,
/// as the program's loop does: unspecialized, every step went through type metadata lookups for
/// the scene's messages, models and effects: about a sixth of the instructions of a step.
@usableFromInline
final class Simulation<S: LoggableScene> where S.Input: Sendable {
    @usableFromInline var model: S.Model
    @usableFromInline var messages: [S.Msg] = []
    @usableFromInline var violation: ExploreViolation?
    /// How many steps were taken (skipped ones included) until now or until a property broke.
    @usableFromInline var stepsTaken = 0
    @usableFromInline let clock = VirtualClock()
    /// Where the services' random numbers and UUIDs come from.
    @usableFromInline let random: RandomSource
    @usableFromInline let work = HeldWork()
    @usableFromInline let settings: Explorer<S>
    /// Whether the costly checks run: each frame rendered twice, and the log recorded and replayed.
    @usableFromInline let checksDeeply: Bool
    @usableFromInline let inbox = Locked<[Delivery]>([])
    /// The frame of the model after the last message.
    @usableFromInline var lastFrame: Frame?
    /// The held work whose answer is being delivered now: its messages carry its serial.
    @usableFromInline let answering = Locked<Int?>(nil)
    @usableFromInline var interpreter: Interpreter<S.Msg>!
    @usableFromInline let recorder: LogRecorder<S>?
    /// Values of secret HTTP headers the scene has sent: no frame may show one.
    @usableFromInline var secrets: [String] = []
    /// The world's candidates for each held item (answers, or a source's events), by serial:
    /// worked out once per item, and the chosen one delivered from here. The world may build
    /// them at a cost (the example app's backend writes JSON): working them out again to answer
    /// took 61% of an exploration (callgrind, `explore`).
    @usableFromInline var candidateLists: [Int: [Any]] = [:]
    /// What the world could do at the held work's last revision (see ``HeldWork/revision``).
    @usableFromInline var cachedOptions: (revision: Int, options: WorldOptions)?
    /// The fingerprints of the work pending, each worked out once (an exhaustive check's).
    @usableFromInline var workHashes = WorkHashes()
    /// The model last fingerprinted, with its fingerprint: a decision that leaves the model as it
    /// was (a late answer dropped, as most of the notes screen's decisions are) reuses it, after
    /// one comparison (equal models have one fingerprint).
    @usableFromInline var knownModel: (model: S.Model, fingerprint: UInt64)?
    /// Told of each step and message, for a child process's crash-safe log.
    @usableFromInline let tracer: (any ExploreTracer<S.Msg>)?
    /// The work in flight, kept track of when a property reads it.
    @usableFromInline let ledger: WorkLedger<S.Msg>?
    /// Whether the session retakes steps already checked (an exhaustive check reaching a state it
    /// found before): messages are applied and the work kept track of, but no frame is drawn and
    /// no property checked, as they held when the steps were first taken.
    @usableFromInline var retaking = false
    /// Whether a step's frame is drawn only if a property reads it (an exhaustive check's sessions,
    /// as its steps from quiet states: most properties read the model alone, and drawing every
    /// frame was a tenth of a check of the notes screen). Random exploration draws every frame, so
    /// that a render that traps is found there.
    @usableFromInline var drawsOnRead = false

    /// A message on its way to `update`: the ticket it was sent with, and the held work it answers.
    @usableFromInline
    struct Delivery {
        @usableFromInline let msg: S.Msg
        @usableFromInline let ticket: UInt64
        @usableFromInline let serial: Int?

        @inlinable
        init(msg: S.Msg, ticket: UInt64, serial: Int?) {
            self.msg = msg
            self.ticket = ticket
            self.serial = serial
        }
    }

    @inlinable
    init(
        _ settings: Explorer<S>, seed: UInt64, checksDeeply: Bool, recorder: LogRecorder<S>?,
        tracer: (any ExploreTracer<S.Msg>)?, describesCommands: Bool = false, resuming quiet: QuietState<S>? = nil
    ) {
        self.settings = settings
        self.checksDeeply = checksDeeply
        self.recorder = recorder
        self.tracer = tracer
        ledger = settings.tracksWork ? WorkLedger() : nil
        let (model, effect) = quiet.map { ($0.model, Effect<S.Msg>.none) } ?? S.start(settings.input)
        self.model = model
        if let quiet {
            secrets = quiet.secrets
            clock.advance(by: quiet.now)
        }
        random = QuietState<S>.random(resuming: quiet, seed: seed)
        let inbox = self.inbox
        let answering = self.answering
        interpreter = Interpreter(services: work.services(clock: clock, random: random), describesCommands: ledger != nil || describesCommands) { msg, ticket in
            let serial = answering.withLock { $0 }
            inbox.withLock { $0.append(Delivery(msg: msg, ticket: ticket, serial: serial)) }
        }
        interpreter.run(effect)
        _ = interpreter.reconcile(S.subscriptions(model))
        settleWork()
        ledger?.update(from: interpreter, step: 0, answered: 0)
        drain()
    }

    deinit { interpreter.cancelAll() }

    // MARK: - Steps

    /// Takes one step; false if its target does not exist now (the step is skipped).
    @inlinable @discardableResult
    func perform(_ step: ExploreDecision<S.Msg>) -> Bool {
        guard violation == nil else { return false }
        stepsTaken += 1
        return take(step)
    }

    /// Takes one step, counted or not (see ``settle()``); false if its target does not exist now.
    @inlinable @discardableResult
    func take(_ step: ExploreDecision<S.Msg>) -> Bool {
        tracer?.stepTaken(step)
        switch step {
        case .send(let msg):
            inbox.withLock { $0.append(Delivery(msg: msg, ticket: 0, serial: nil)) }
        case .answer(let position, let outcome):
            let items = options.answerable
            guard items.indices.contains(position), let answer = delivery(items[position], candidate: outcome) else { return false }
            deliver(items[position], answer)
            drain()
            forget(items[position])  // after the drain, which checks whether it was cancelled
            return true
        case .advanceTime:
            guard clock.advanceToNextTimer() else { return false }
        case .emit(let position, let event):
            let items = options.sources
            guard items.indices.contains(position), let emit = delivery(items[position], candidate: event) else { return false }
            deliver(items[position], emit)
        }
        drain()
        return true
    }

    /// Checks what only the whole session shows: the work still in flight once the world has
    /// settled (see ``settle()``), and the log replaying and verifying identically.
    @inlinable
    func finish() {
        settle()
        guard violation == nil, let data = recorder?.recordedData else { return }
        if case .diverged(let divergence) = Replay<S>.verify(logData: data, input: settings.input) {
            violation = ExploreViolation(property: ExploreViolation.replay, detail: "\(divergence)", step: messages.count)
        }
    }

    // MARK: - Messages

    /// Hands queued messages to `update` in FIFO order until none is left: the queue is taken a
    /// batch at a time, and what the batch's messages cause queues behind it.
    @inlinable
    func drain() {
        while violation == nil {
            let batch = inbox.withLock { queued in
                var taken: [Delivery] = []
                swap(&taken, &queued)
                return taken
            }
            if batch.isEmpty { return }
            for delivery in batch where violation == nil {
                let fromCancelled = delivery.serial.map { work.isCancelled($0) } ?? false
                guard interpreter.accept(delivery.ticket) else { continue }
                if fromCancelled {
                    violation = ExploreViolation(
                        property: ExploreViolation.cancelledDropped,
                        detail: "\(delivery.msg) came from a cancelled command or a stopped source, and reached update",
                        step: messages.count + 1)
                    return
                }
                apply(delivery.msg, answering: delivery.ticket)
            }
        }
    }

    /// Applies a message, the result of the command or subscription with ticket `ticket` (0: none).
    @inlinable
    func apply(_ msg: S.Msg, answering ticket: UInt64) {
        tracer?.messageApplying(msg)
        let before = model
        let effect = S.update(&model, msg)
        interpreter.run(effect)
        let changes = interpreter.reconcile(S.subscriptions(model))
        settleWork()
        messages.append(msg)
        ledger?.update(from: interpreter, step: messages.count, answered: ticket)
        if retaking {
            lastFrame = nil
            return
        }
        let step: ExploredStep<S>
        if drawsOnRead && recorder == nil && !checksDeeply {
            lastFrame = nil
            step = ExploredStep<S>(
                index: messages.count, before: before, msg: msg, model: model, effect: effect, frameSize: settings.frameSize,
                inFlight: ledger?.inFlight ?? [], stopped: ledger?.stopped ?? [])
        } else {
            // Rendering is pure (runs that check deeply render twice to prove it), so a message that
            // left the model as it was shows the frame shown before it: no need to draw it again.
            let frame = !checksDeeply && model == before ? lastFrame ?? render() : render()
            recorder?.record(index: messages.count, msg: msg, effect: effect, subscriptions: changes, frame: frame)
            step = ExploredStep<S>(
                index: messages.count, before: before, msg: msg, model: model, effect: effect, frame: frame,
                inFlight: ledger?.inFlight ?? [], stopped: ledger?.stopped ?? [])
        }
        violation = settings.violation(at: step, secrets: secrets, rendersTwice: checksDeeply)
    }

    @inlinable
    func render() -> Frame {
        let frame = S.frame(of: model, size: settings.frameSize)
        lastFrame = frame
        return frame
    }
}
