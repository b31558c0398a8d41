import Reel

/// One explored session in progress: the scene on Reel's own interpreter, in a world that does
/// nothing until the session's steps say what happens (the world's side is in `Simulation+World`).
///
/// After each step the messages it caused reach `update` in FIFO order, as in a program; each
/// is rendered (a model left as it was keeps its frame) and checked against the properties, and results that arrive for a cancelled
/// command or a stopped source must be dropped by the interpreter (checked here, against the
/// world's own record of what was cancelled). The first broken property ends the session.
///
/// Built in for every scene, besides the explorer's properties: a cancelled command's or stopped
/// source's result never reaches `update`; no frame shows a secret header's value; and, in a
/// session that checks deeply, rendering the same model twice gives the same frame and (in
/// ``finish()``) the session's log replays.
final class Simulation<S: LoggableScene> where S.Input: Sendable {
    private(set) var model: S.Model
    private(set) var messages: [S.Msg] = []
    private(set) var violation: ExploreViolation?
    /// How many steps were taken (skipped ones included) until now or until a property broke.
    private(set) var stepsTaken = 0
    let clock = VirtualClock()
    let work = HeldWork()
    let settings: Explorer<S>
    /// Whether the costly checks run: each frame rendered twice, and the log recorded and replayed.
    private let checksDeeply: Bool
    private let inbox = Locked<[Delivery]>([])
    /// The frame of the model after the last message.
    private var lastFrame: Frame?
    /// The held work whose answer is being delivered now: its messages carry its serial.
    let answering = Locked<Int?>(nil)
    private var interpreter: Interpreter<S.Msg>!
    private let recorder: LogRecorder<S>?
    /// Values of secret HTTP headers the scene has sent: no frame may show one.
    var secrets: [String] = []
    /// How many candidates the world has for each held item, by serial: worked out once per item.
    var candidateCounts: [Int: Int] = [:]
    /// What the world could do at the held work's last revision (see ``HeldWork/revision``).
    var cachedOptions: (revision: Int, options: WorldOptions)?
    /// Told of each step and message, for a child process's crash-safe log.
    private let tracer: (any ExploreTracer<S.Msg>)?

    private struct Delivery {
        let msg: S.Msg
        let ticket: UInt64
        let serial: Int?
    }

    init(
        _ settings: Explorer<S>, seed: UInt64, checksDeeply: Bool, recorder: LogRecorder<S>?,
        tracer: (any ExploreTracer<S.Msg>)?
    ) {
        self.settings = settings
        self.checksDeeply = checksDeeply
        self.recorder = recorder
        self.tracer = tracer
        let (model, effect) = S.start(settings.input)
        self.model = model
        let inbox = self.inbox
        let answering = self.answering
        interpreter = Interpreter(services: work.services(clock: clock, seed: seed)) { msg, ticket in
            let serial = answering.withLock { $0 }
            inbox.withLock { $0.append(Delivery(msg: msg, ticket: ticket, serial: serial)) }
        }
        interpreter.run(effect)
        _ = interpreter.reconcile(S.subscriptions(model))
        settleWork()
        drain()
    }

    deinit { interpreter.cancelAll() }

    // MARK: - Steps

    /// Takes one step; false if its target does not exist now (the step is skipped).
    @discardableResult
    func perform(_ step: ExploreStep<S.Msg>) -> Bool {
        guard violation == nil else { return false }
        stepsTaken += 1
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

    /// Checks what only the whole session shows: its log replays and verifies identically.
    func finish() {
        guard violation == nil, let data = recorder?.recordedData else { return }
        if case .diverged(let divergence) = Replay<S>.verify(logData: data, input: settings.input) {
            violation = ExploreViolation(property: ExploreViolation.replay, detail: "\(divergence)", step: messages.count)
        }
    }

    // MARK: - Messages

    /// Hands queued messages to `update` in FIFO order until none is left: the queue is taken a
    /// batch at a time, and what the batch's messages cause queues behind it.
    private func drain() {
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
                apply(delivery.msg)
            }
        }
    }

    private func apply(_ msg: S.Msg) {
        tracer?.messageApplying(msg)
        let before = model
        let effect = S.update(&model, msg)
        interpreter.run(effect)
        let changes = interpreter.reconcile(S.subscriptions(model))
        settleWork()
        messages.append(msg)
        // Rendering is pure (runs that check deeply render twice to prove it), so a message that
        // left the model as it was shows the frame shown before it: no need to draw it again.
        let frame = !checksDeeply && model == before ? lastFrame ?? render() : render()
        recorder?.record(index: messages.count, msg: msg, effect: effect, subscriptions: changes, frame: frame)
        let step = ExploredStep<S>(index: messages.count, before: before, msg: msg, model: model, effect: effect, frame: frame)
        violation = settings.violation(at: step, secrets: secrets, rendersTwice: checksDeeply)
    }

    private func render() -> Frame {
        let frame = S.frame(of: model, size: settings.frameSize)
        lastFrame = frame
        return frame
    }
}
