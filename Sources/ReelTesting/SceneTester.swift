import Reel

/// Drives a scene one message at a time, on the real interpreter, and insists that every
/// consequence is stated (Mobius's given/when/then, TCA's exhaustive store).
///
/// *Given* a start (`init(input:)`) or any model (`init(model:)`), *when* a message is sent,
/// *then* the test says how the model changes, exactly which commands come out, and how the
/// running subscriptions change. Commands run in Reel's own interpreter, so "latest wins",
/// cancellation and subscription diffing mean here what they mean in a program; only the world
/// is held: HTTP, cache, app-defined requests and sources wait for the test to `respond` or
/// `emit`, timers and `every` ticks wait for `advance(by:)` on a virtual clock, and time and
/// random requests are answered at once from that clock and a seed. Every resulting message must
/// be `receive`d explicitly. Whatever is left unasserted at the end — a message not received, a
/// command still in flight — fails the test, with a readable account.
///
/// A result that arrives for a cancelled command or a stopped subscription is dropped when it
/// would be received, as the runtime drops it, and listed in ``dropped``.
///
/// A tester is used from one test at a time, like the scene it drives; it is not thread-safe.
public final class SceneTester<S: Scene>: @unchecked Sendable {
    /// The model as of the last message.
    public private(set) var model: S.Model
    /// The size `frame` renders at.
    public var frameSize: FrameSize
    /// The virtual clock the scene's timers, ticks and time requests run on.
    public let clock = VirtualClock()
    /// Messages that arrived for cancelled commands or stopped subscriptions, and were dropped
    /// (checked as of now: a late answer just fed is listed at once).
    public var dropped: [S.Msg] {
        _ = waitingMessages()
        return droppedMessages
    }
    private var droppedMessages: [S.Msg] = []

    private let work = HeldWork()
    private let inbox = Locked<[(msg: S.Msg, ticket: UInt64)]>([])
    private let faultLog = Locked<[RequestFault]>([])
    private var interpreter: Interpreter<S.Msg>!
    private let reporter: FailureReporter
    private let site: SourceSite
    private var finished = false
    /// Which held source runs each subscription id (the latest run, even after it stopped).
    private var sourceRuns: [EffectID: Int] = [:]

    /// Starts the scene; its startup effect must be exactly `start`, and the subscriptions its
    /// first model declares exactly `subscriptions`.
    public convenience init(
        input: S.Input, start expected: Effect<S.Msg> = .none, subscriptions: Subscriptions<S.Msg> = .none,
        frameSize: FrameSize = .standard, seed: UInt64 = 0, reporter: FailureReporter = .testFramework,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let (model, effect) = S.start(input)
        self.init(
            model: model, subscriptions: subscriptions, frameSize: frameSize, seed: seed, reporter: reporter,
            fileID: fileID, filePath: filePath, line: line, column: column)
        check(effect, equals: expected, after: "start", at: site)
        interpreter.run(effect)
    }

    /// Starts from any model, as if the scene were already there ("given"): no startup effect runs;
    /// the subscriptions the model declares must be exactly `subscriptions`.
    public init(
        model: S.Model, subscriptions: Subscriptions<S.Msg> = .none, frameSize: FrameSize = .standard,
        seed: UInt64 = 0, reporter: FailureReporter = .testFramework,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.model = model
        self.frameSize = frameSize
        self.reporter = reporter
        site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let inbox = self.inbox
        let faultLog = self.faultLog
        interpreter = Interpreter(
            services: work.services(clock: clock, seed: seed), describesCommands: true,
            reportFault: { fault in faultLog.withLock { $0.append(fault) } },
            deliver: { msg, ticket in inbox.withLock { $0.append((msg, ticket)) } })
        let started = reconcile()
        check(started, equals: SubscriptionChanges(started: subscriptions.all), after: "start", at: site)
    }

    deinit { finish(at: site) }

    /// The current model rendered at `frameSize`.
    public var frame: Frame { S.frame(of: model, size: frameSize) }

    /// Sends a message as the user would; `change` states how the model changes (nil: it must not),
    /// `commands` the exact effect, `subscriptions` how the running subscriptions change.
    public func send(
        _ msg: S.Msg, _ change: ((inout S.Model) -> Void)? = nil, commands expected: Effect<S.Msg> = .none,
        subscriptions: SubscriptionChanges<S.Msg> = .none,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let waiting = waitingMessages()
        guard waiting.isEmpty else {
            return fail("sent \(msg) while messages from effects wait to be received:\n"
                + waiting.map { "  \($0)" }.joined(separator: "\n"), at: site)
        }
        apply(msg, change, expected, subscriptions, at: site)
    }

    /// Takes the next message an effect produced; it must be `msg`, with the stated change,
    /// commands and subscription changes.
    public func receive(
        _ msg: S.Msg, _ change: ((inout S.Model) -> Void)? = nil, commands expected: Effect<S.Msg> = .none,
        subscriptions: SubscriptionChanges<S.Msg> = .none,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let next = nextAccepted() else {
            return fail("expected to receive \(msg), but no message is waiting", at: site)
        }
        guard next == msg else { return fail("expected to receive \(msg), but the next message is \(next)", at: site) }
        apply(msg, change, expected, subscriptions, at: site)
    }

    /// Moves virtual time forward; the timers and ticks that fall due send their messages (to be received).
    public func advance(by duration: Duration) { clock.advance(by: duration) }

    /// The subscriptions running, in the order they started.
    public var runningSubscriptions: [Subscription<S.Msg>] { interpreter.runningSubscriptions }

    /// Commands that could not start (no `then`, or no handler for a source), oldest first.
    public var faults: [RequestFault] { faultLog.withLock { $0 } }

    /// The HTTP requests in flight, oldest first.
    public var pendingRequests: [HTTPRequest] {
        work.all.compactMap { if $0.isPending, case .http(let request, _) = $0.kind { request } else { nil } }
    }

    /// The cache commands in flight, oldest first.
    public var pendingCacheCommands: [CacheCommand] {
        work.all.compactMap { if $0.isPending, case .cache(let command, _) = $0.kind { command } else { nil } }
    }

    /// The app-defined requests in flight, oldest first.
    public var pendingCustomRequests: [any Request] {
        work.all.compactMap { if $0.isPending, case .request(let request, _) = $0.kind { request } else { nil } }
    }

    /// Answers the oldest in-flight HTTP request equal to `request` (or, if none is in flight, the
    /// oldest cancelled one: a late answer, which is then dropped); its message must be received.
    public func respond(
        to request: HTTPRequest, with result: Result<HTTPResponse, HTTPError>,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        answer("request \(request)", at: site) {
            if case .http(let held, let complete) = $0, held == request { { complete(result) } } else { nil }
        }
    }

    /// Answers the oldest in-flight cache command equal to `command` (or a cancelled one, late).
    public func respond(
        to command: CacheCommand, with outcome: CacheOutcome,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        answer("cache command \(command)", at: site) {
            if case .cache(let held, let complete) = $0, held == command { { complete(outcome) } } else { nil }
        }
    }

    /// Answers the oldest in-flight app-defined request equal to `request` (or a cancelled one, late).
    public func respond<R: Request>(
        to request: R, with response: R.Response,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        answer("request \(request)", at: site) {
            if case .request(let held, let complete) = $0, (held as? R) == request { { complete(response) } } else { nil }
        }
    }

    /// Emits an event from the source subscription with this id (as declared, scope included);
    /// its message must then be received. After the subscription stopped, the event is a late one,
    /// which the tester drops as the runtime would (see ``dropped``).
    public func emit<Event: Sendable>(
        _ event: Event, to id: EffectID,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let serial = sourceRuns[id], let run = work.all.first(where: { $0.serial == serial }),
              case .source(_, let emit) = run.kind
        else {
            return fail("no source subscription \(id) has run; running: \(runningSubscriptions.map(\.id))", at: site)
        }
        emit(event)
    }

    /// Forgets every command still in flight, for a test that ends mid-flight on purpose.
    public func discardInFlight() {
        interpreter.cancelAll()
        work.removeAll()
        _ = reconcile()
    }

    /// Fails for anything left unasserted: messages not received, commands still in flight.
    public func finish(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        finish(at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    // MARK: - Steps

    private func apply(
        _ msg: S.Msg, _ change: ((inout S.Model) -> Void)?, _ expected: Effect<S.Msg>,
        _ expectedSubscriptions: SubscriptionChanges<S.Msg>, at site: SourceSite
    ) {
        var expectedModel = model
        change?(&expectedModel)
        let effect = S.update(&model, msg)
        if model != expectedModel {
            fail("after \(msg) the model differs from the expected one (- expected, + actual):\n"
                + ValueDiff.describe(expected: expectedModel, actual: model), at: site)
        }
        check(effect, equals: expected, after: "\(msg)", at: site)
        interpreter.run(effect)
        check(reconcile(), equals: expectedSubscriptions, after: "\(msg)", at: site)
    }

    private func check(_ effect: Effect<S.Msg>, equals expected: Effect<S.Msg>, after what: String, at site: SourceSite) {
        guard effect != expected else { return }
        fail("after \(what) the commands differ:\n  expected: \(expected)\n  actual:   \(effect)", at: site)
    }

    private func check(
        _ changes: SubscriptionChanges<S.Msg>, equals expected: SubscriptionChanges<S.Msg>, after what: String,
        at site: SourceSite
    ) {
        guard changes != expected else { return }
        fail("after \(what) the subscriptions changed otherwise:\n  expected: \(expected)\n  actual:   \(changes)", at: site)
    }

    /// Brings the running subscriptions in line with the model, noting which held source runs which id.
    private func reconcile() -> SubscriptionChanges<S.Msg> {
        let heldBefore = work.all.count
        let changes = interpreter.reconcile(S.subscriptions(model))
        let newRuns = work.all.dropFirst(heldBefore).filter { if case .source = $0.kind { true } else { false } }
        let ids = (changes.restarted + changes.started).filter { $0.source != nil }.map(\.id)
        for (id, run) in zip(ids, newRuns) { sourceRuns[id] = run.serial }
        return changes
    }

    /// The next message that may reach `update`; results of cancelled commands and stopped
    /// subscriptions ahead of it are dropped on the way, as the program drops them.
    private func nextAccepted() -> S.Msg? {
        while let (msg, ticket) = inbox.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            if interpreter.accept(ticket) { return msg }
            droppedMessages.append(msg)
        }
        return nil
    }

    /// The messages waiting to be received, with dropped ones cleared out of the way.
    private func waitingMessages() -> [S.Msg] {
        guard let first = nextAccepted() else { return [] }
        inbox.withLock { $0.insert((first, 0), at: 0) }  // accepted already: ticket 0 keeps it so
        return inbox.withLock { $0.map(\.msg) }
    }

    private func answer(_ what: String, at site: SourceSite, _ answerer: (HeldWork.Kind) -> (() -> Void)?) {
        let held = work.all
        let candidate = held.first { $0.isPending && answerer($0.kind) != nil }
            ?? held.first { $0.cancelled && !$0.answered && answerer($0.kind) != nil }
        guard let candidate, let item = work.answer(candidate.serial), let deliver = answerer(item.kind) else {
            return fail("\(what) is not in flight; in flight:\n\(inFlightSummary)", at: site)
        }
        deliver()
    }

    private func finish(at site: SourceSite) {
        guard !finished else { return }
        finished = true
        var problems: [String] = []
        let waiting = waitingMessages()
        if !waiting.isEmpty {
            problems.append("messages not received:\n" + waiting.map { "  \($0)" }.joined(separator: "\n"))
        }
        if interpreter.inFlight > 0 { problems.append("commands still in flight:\n\(inFlightSummary)") }
        if !problems.isEmpty { fail("the test ended with unasserted effects:\n" + problems.joined(separator: "\n"), at: site) }
        interpreter.cancelAll()
    }

    private var inFlightSummary: String {
        let lines = interpreter.inFlightDescriptions.map { "  \($0)" }
        return lines.isEmpty ? "  nothing" : lines.joined(separator: "\n")
    }

    private func fail(_ message: String, at site: SourceSite) { reporter.fail(message, at: site) }
}
