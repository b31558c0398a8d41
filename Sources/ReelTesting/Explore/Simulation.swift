import Reel

/// One explored session in progress: the scene on Reel's own interpreter, in a world that does
/// nothing until the session's steps say what happens.
///
/// After each step the messages it caused reach `update` in FIFO order, as in a program; each
/// is rendered and checked against the properties, and results that arrive for a cancelled
/// command or a stopped source must be dropped by the interpreter (checked here, against the
/// world's own record of what was cancelled). The first broken property ends the session.
///
/// Built in for every scene, besides the explorer's properties: a cancelled command's or stopped
/// source's result never reaches `update`; rendering the same model twice gives the same frame;
/// no frame shows a secret header's value; and (in ``finish()``) the session's log replays.
final class Simulation<S: LoggableScene> where S.Input: Sendable {
    private(set) var model: S.Model
    private(set) var messages: [S.Msg] = []
    private(set) var violation: ExploreViolation?
    /// How many steps were taken (skipped ones included) until now or until a property broke.
    private(set) var stepsTaken = 0
    let clock = VirtualClock()
    private let work = HeldWork()
    private let inbox = Locked<[Delivery]>([])
    /// The held work whose answer is being delivered now: its messages carry its serial.
    private let answering = Locked<Int?>(nil)
    private var interpreter: Interpreter<S.Msg>!
    private let settings: Explorer<S>
    private let recorder: LogRecorder<S>?
    /// Values of secret HTTP headers the scene has sent: no frame may show one.
    private var secrets: [String] = []
    /// The world's candidate answers of each held item, by serial: worked out once per item.
    private var candidateCache: [Int: [Any]] = [:]
    /// Told of each step and message, for a child process's crash-safe log.
    private let tracer: (any ExploreTracer<S.Msg>)?

    private struct Delivery {
        let msg: S.Msg
        let ticket: UInt64
        let serial: Int?
    }

    init(_ settings: Explorer<S>, seed: UInt64, recorder: LogRecorder<S>?, tracer: (any ExploreTracer<S.Msg>)?) {
        self.settings = settings
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
        noteNewWork()
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
            let items = work.answerable
            guard items.indices.contains(position) else { return false }
            let item = items[position]
            guard let answer = item.delivery(of: outcome, among: candidates(item)) else { return false }
            deliver(item, answer)
            drain()
            work.forget(item.serial)  // after the drain, which checks whether it was cancelled
            candidateCache[item.serial] = nil
            return true
        case .advanceTime:
            guard clock.advanceToNextTimer() else { return false }
        case .emit(let position, let event):
            let items = work.sources
            guard items.indices.contains(position) else { return false }
            let item = items[position]
            guard let emit = item.delivery(of: event, among: candidates(item)) else { return false }
            deliver(item, emit)
        }
        drain()
        return true
    }

    /// A step drawn at random among those possible now, weighted as the world says.
    func randomStep(_ draws: inout RandomDraws) -> ExploreStep<S.Msg> {
        let answers = work.answerable.map { (cancelled: $0.cancelled, count: candidates($0).count) }
        let wanted = answers.indices.filter { !answers[$0].cancelled && answers[$0].count > 0 }
        let late = answers.indices.filter { answers[$0].cancelled && answers[$0].count > 0 }
        let eventCounts = work.sources.map { candidates($0).count }
        let emitters = eventCounts.indices.filter { eventCounts[$0] > 0 }
        let weights = settings.world.weights
        let choice = draws.weightedIndex([
            weights.send, wanted.isEmpty ? 0 : weights.answer, late.isEmpty ? 0 : weights.lateAnswer,
            clock.nextDue == nil ? 0 : weights.advanceTime, emitters.isEmpty ? 0 : weights.emit,
        ])
        switch choice {
        case 1, 2:
            let position = draws.element(of: choice == 1 ? wanted : late)
            return .answer(position, outcome: draws.index(below: answers[position].count))
        case 3: return .advanceTime
        case 4:
            let position = draws.element(of: emitters)
            return .emit(position, event: draws.index(below: eventCounts[position]))
        default: return .send(settings.messages(model).draw(from: &draws))
        }
    }

    /// The commands awaiting an answer now (cancelled ones included) that the world can answer:
    /// their positions and how many candidate answers each has.
    var answerableOptions: [(position: Int, candidates: Int)] {
        work.answerable.enumerated().compactMap { position, item in
            let count = candidates(item).count
            return count > 0 ? (position, count) : nil
        }
    }

    /// Checks what only the whole session shows: its log replays and verifies identically.
    func finish() {
        guard violation == nil, let data = recorder?.recordedData else { return }
        if case .diverged(let divergence) = Replay<S>.verify(logData: data, input: settings.input) {
            violation = ExploreViolation(property: ExploreViolation.replay, detail: "\(divergence)", step: messages.count)
        }
    }

    // MARK: - The world's work

    /// The world's candidates for an item: its answers, or a source's events.
    private func candidates(_ item: HeldWork.Item) -> [Any] {
        if let known = candidateCache[item.serial] { return known }
        let options = settings.world.candidates(for: item)
        candidateCache[item.serial] = options
        return options
    }

    /// Runs the call that answers `item`; the messages it delivers carry the item's serial.
    private func deliver(_ item: HeldWork.Item, _ call: () -> Void) {
        answering.withLock { $0 = item.serial }
        call()
        answering.withLock { $0 = nil }
    }

    // MARK: - Messages

    /// Hands queued messages to `update` in FIFO order until none is left.
    private func drain() {
        while violation == nil, let delivery = inbox.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
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

    private func apply(_ msg: S.Msg) {
        tracer?.messageApplying(msg)
        let before = model
        let effect = S.update(&model, msg)
        interpreter.run(effect)
        let changes = interpreter.reconcile(S.subscriptions(model))
        noteNewWork()
        messages.append(msg)
        let frame = S.frame(of: model, size: settings.frameSize)
        recorder?.record(index: messages.count, msg: msg, effect: effect, subscriptions: changes, frame: frame)
        let step = ExploredStep<S>(index: messages.count, before: before, msg: msg, model: model, effect: effect, frame: frame)
        violation = settings.violation(at: step, secrets: secrets)
    }

    /// Settles the work the last message started, as a tester does: notes the secret header values
    /// of its HTTP requests, and forgets the work that retired.
    private func noteNewWork() {
        for item in work.settle() {
            secrets += Explorer<S>.secrets(of: item).filter { !secrets.contains($0) }
        }
        for serial in work.forgetRetired() { candidateCache[serial] = nil }
    }
}
