import Reel
import ReelLog

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
/// command still in flight — fails the test, with a readable account. A model that differs from
/// the stated one is shown part by part (see `ValueDiff`).
///
/// That is the default, ``Exhaustivity/on``. With ``Exhaustivity/off`` (`exhaustivity: .off`, or
/// set ``exhaustivity`` mid-test) the tester checks only what the test states, for tests of a
/// whole flow: unstated model parts, commands and subscription changes pass, messages from effects
/// are applied as they arrive (`receive` may still check one), and nothing left over fails at the end.
///
/// A result that arrives for a cancelled command or a stopped subscription is dropped when it
/// would be received, as the runtime drops it, and listed in ``dropped``.
///
/// A tester is used from one test at a time, like the scene it drives; it is not thread-safe.
public final class SceneTester<S: Scene>: @unchecked Sendable {
    /// The model as of the last message.
    public internal(set) var model: S.Model
    /// The size `frame` renders at.
    public var frameSize: FrameSize
    /// The virtual clock the scene's timers, ticks and time requests run on.
    public let clock = VirtualClock()
    /// Whether everything must be stated (`.on`, the default) or only what the test states (`.off`);
    /// may change mid-test (messages already applied while it was off are not received again).
    public var exhaustivity: Exhaustivity
    /// Messages that arrived for cancelled commands or stopped subscriptions, and were dropped
    /// (checked as of now: a late answer just fed is listed at once); and messages a composing
    /// parent dropped because the child they were for is gone (see `Children`).
    public var dropped: [S.Msg] {
        _ = waitingMessages()
        return droppedMessages
    }
    var droppedMessages: [S.Msg] = []

    let work = HeldWork()
    let inbox = Locked<[(msg: S.Msg, ticket: UInt64)]>([])
    private let faultLog = Locked<[RequestFault]>([])
    var interpreter: Interpreter<S.Msg>!
    private let reporter: FailureReporter
    private let site: SourceSite
    private var finished = false
    /// Which held source runs each subscription id (the latest run, even after it stopped).
    var sourceRuns: [EffectID: Int] = [:]
    /// Not exhaustive: the messages applied since the last send, for `receive` to check.
    var received: [Received] = []
    /// Every message applied, in order, for an explorer's checks (``Explorer/violation(in:)``).
    var history: [Received] = []

    /// Starts the scene; its startup effect must be exactly `start`, and the subscriptions its
    /// first model declares exactly `subscriptions` (with `exhaustivity: .off`, at least these).
    public convenience init(
        input: S.Input, start expected: Effect<S.Msg> = .none, subscriptions: Subscriptions<S.Msg> = .none,
        exhaustivity: Exhaustivity = .on, frameSize: FrameSize = .standard, seed: UInt64 = 0,
        reporter: FailureReporter = .testFramework,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let (model, effect) = S.start(input)
        self.init(
            model: model, start: (effect, expected), subscriptions: subscriptions, exhaustivity: exhaustivity,
            frameSize: frameSize, random: RandomSource(seed: seed), reporter: reporter,
            site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
        applyWaiting()
    }

    /// Starts from any model, as if the scene were already there ("given"): no startup effect runs;
    /// the subscriptions the model declares must be exactly `subscriptions`.
    public convenience init(
        model: S.Model, subscriptions: Subscriptions<S.Msg> = .none, exhaustivity: Exhaustivity = .on,
        frameSize: FrameSize = .standard, seed: UInt64 = 0, reporter: FailureReporter = .testFramework,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            model: model, start: nil, subscriptions: subscriptions, exhaustivity: exhaustivity, frameSize: frameSize,
            random: RandomSource(seed: seed), reporter: reporter, site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Starts from `model` as a program starts: the startup effect (if any) first, then the subscriptions.
    init(
        model: S.Model, start: (effect: Effect<S.Msg>, expected: Effect<S.Msg>)?, subscriptions: Subscriptions<S.Msg>,
        exhaustivity: Exhaustivity, frameSize: FrameSize, random: RandomSource, reporter: FailureReporter, site: SourceSite
    ) {
        self.model = model
        self.exhaustivity = exhaustivity
        self.frameSize = frameSize
        self.reporter = reporter
        self.site = site
        let inbox = self.inbox
        let faultLog = self.faultLog
        interpreter = Interpreter(
            services: work.services(clock: clock, random: random), describesCommands: true,
            reportFault: { fault in faultLog.withLock { $0.append(fault) } },
            deliver: { msg, ticket in inbox.withLock { $0.append((msg, ticket)) } })
        if let start {
            check(start.effect, equals: start.expected, after: "start", at: site)
            interpreter.run(start.effect)
        }
        let started = reconcile()
        check(started, equals: SubscriptionChanges(started: subscriptions.all), after: "start", at: site)
    }

    deinit { finish(at: site) }

    /// The current model rendered at `frameSize`.
    public var frame: Frame { S.frame(of: model, size: frameSize) }

    /// Sends a message as the user would; `change` states how the model changes (nil: it must not),
    /// `commands` the exact effect, `subscriptions` how the running subscriptions change.
    ///
    /// Not exhaustive, only the stated parts are checked, and the messages that follow are applied
    /// at once (see ``Exhaustivity/off``).
    public func send(
        _ msg: S.Msg, _ change: ((inout S.Model) -> Void)? = nil, commands expected: Effect<S.Msg> = .none,
        subscriptions: SubscriptionChanges<S.Msg> = .none,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if exhaustivity == .off {
            applyWaiting()
            received.removeAll()
            apply(msg, change, expected, subscriptions, at: site)
            return applyWaiting()
        }
        let waiting = waitingMessages()
        guard waiting.isEmpty else {
            return fail("sent \(msg) while messages from effects wait to be received:\n"
                + waiting.map { "  \($0)" }.joined(separator: "\n"), at: site)
        }
        apply(msg, change, expected, subscriptions, at: site)
    }

    /// Takes the next message an effect produced; it must be `msg`, with the stated change,
    /// commands and subscription changes.
    ///
    /// Not exhaustive, `msg` must be among the messages applied since the last send; those before
    /// it are skipped.
    public func receive(
        _ msg: S.Msg, _ change: ((inout S.Model) -> Void)? = nil, commands expected: Effect<S.Msg> = .none,
        subscriptions: SubscriptionChanges<S.Msg> = .none,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if exhaustivity == .off { return receiveApplied(msg, change, expected, subscriptions, at: site) }
        guard let next = nextAccepted() else {
            return fail("expected to receive \(msg), but no message is waiting", at: site)
        }
        guard next == msg else { return fail("expected to receive \(msg), but the next message is \(next)", at: site) }
        apply(msg, change, expected, subscriptions, at: site)
    }

    /// Moves virtual time forward; the timers and ticks that fall due send their messages (to be received).
    public func advance(by duration: Duration) {
        clock.advance(by: duration)
        applyWaiting()
    }

    /// The subscriptions running, in the order they started.
    public var runningSubscriptions: [Subscription<S.Msg>] { interpreter.runningSubscriptions }

    /// Commands that could not start (no `then`, or no handler for a source), oldest first.
    public var faults: [RequestFault] { faultLog.withLock { $0 } }

    /// Fails for anything left unasserted: messages not received, commands still in flight (not
    /// exhaustive: nothing fails, and everything in flight is cancelled).
    public func finish(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        finish(at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func finish(at site: SourceSite) {
        guard !finished else { return }
        finished = true
        defer { interpreter.cancelAll() }
        guard exhaustivity == .on else { return }
        var problems: [String] = []
        let waiting = waitingMessages()
        if !waiting.isEmpty {
            problems.append("messages not received:\n" + waiting.map { "  \($0)" }.joined(separator: "\n"))
        }
        if interpreter.inFlight > 0 { problems.append("commands still in flight:\n\(inFlightSummary)") }
        if !problems.isEmpty { fail("the test ended with unasserted effects:\n" + problems.joined(separator: "\n"), at: site) }
    }

    var inFlightSummary: String {
        let lines = interpreter.inFlightDescriptions.map { "  \($0)" }
        return lines.isEmpty ? "  nothing" : lines.joined(separator: "\n")
    }

    func fail(_ message: String, at site: SourceSite) { reporter.fail(message, at: site) }
}
