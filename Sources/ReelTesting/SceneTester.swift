import Reel

/// Drives a scene one message at a time and insists that every consequence is stated.
///
/// Each `send` says how the model changes and exactly which commands come out. Commands then run
/// in a simulated interpreter that follows the runtime's rules (FIFO, latest wins, cancelled results
/// dropped): `send` commands and fired timers produce messages that the test must `receive`
/// explicitly, HTTP and cache commands wait for the test to `respond`, and timers wait for
/// `advance(by:)` on a virtual clock. Whatever is left unasserted at the end — a message not
/// received, a timer or request still in flight — fails the test, with a readable account.
///
/// A tester is used from one test at a time, like the scene it drives; it is not thread-safe.
public final class SceneTester<S: Scene>: @unchecked Sendable {
    /// The model as of the last message.
    public private(set) var model: S.Model
    /// The size `frame` renders at.
    public var frameSize: FrameSize
    /// The virtual clock the scene's timers run on.
    public let clock = VirtualClock()

    private var table = InFlightTable<Running>()
    private var received: [S.Msg] = []
    private var requests: [Request] = []
    private let reporter: FailureReporter
    private let site: SourceSite
    private var finished = false

    /// Starts the scene; its startup effect must be exactly `start`.
    public init(
        input: S.Input, start expected: Effect<S.Msg> = .none, frameSize: FrameSize = .standard,
        reporter: FailureReporter = .testFramework,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let (model, effect) = S.start(input)
        self.model = model
        self.frameSize = frameSize
        self.reporter = reporter
        site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        check(effect, equals: expected, after: "start", at: site)
        run(effect)
    }

    deinit { finish(at: site) }

    /// The current model rendered at `frameSize`.
    public var frame: Frame {
        var frame = Frame(size: frameSize)
        S.render(model, into: &frame)
        return frame
    }

    /// Sends a message as the user would; `change` states how the model changes (nil: it must not),
    /// `commands` the exact effect.
    public func send(
        _ msg: S.Msg, _ change: ((inout S.Model) -> Void)? = nil, commands expected: Effect<S.Msg> = .none,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard received.isEmpty else {
            return fail("sent \(msg) while messages from effects wait to be received:\n"
                + received.map { "  \($0)" }.joined(separator: "\n"), at: site)
        }
        apply(msg, change, expected, at: site)
    }

    /// Takes the next message an effect produced; it must be `msg`, with the stated change and commands.
    public func receive(
        _ msg: S.Msg, _ change: ((inout S.Model) -> Void)? = nil, commands expected: Effect<S.Msg> = .none,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard !received.isEmpty else { return fail("expected to receive \(msg), but no message is waiting", at: site) }
        let next = received.removeFirst()
        guard next == msg else { return fail("expected to receive \(msg), but the next message is \(next)", at: site) }
        apply(msg, change, expected, at: site)
    }

    /// Moves virtual time forward; timers that fall due send their messages (to be received).
    public func advance(by duration: Duration) { clock.advance(by: duration) }

    /// The HTTP requests in flight, oldest first.
    public var pendingRequests: [HTTPRequest] {
        requests.compactMap { table.isRunning($0.ticket) ? $0.http : nil }
    }

    /// The cache commands in flight, oldest first.
    public var pendingCacheCommands: [CacheCommand] {
        requests.compactMap { table.isRunning($0.ticket) ? $0.cache : nil }
    }

    /// Answers the oldest in-flight HTTP request equal to `request`; its message must then be received.
    public func respond(
        to request: HTTPRequest, with result: Result<HTTPResponse, HTTPError>,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        complete(where: { $0.http == request }, describing: "request \(request)", at: site) {
            $0.deliverHTTP?(result)
        }
    }

    /// Answers the oldest in-flight cache command equal to `command`; its message must then be received.
    public func respond(
        to command: CacheCommand, with outcome: CacheOutcome,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        complete(where: { $0.cache == command }, describing: "cache command \(command)", at: site) {
            $0.deliverCache?(outcome)
        }
    }

    /// Forgets every command still in flight, for a test that ends mid-flight on purpose.
    public func discardInFlight() {
        for running in table.removeAll() { running.handle?.cancel() }
    }

    /// Fails for anything left unasserted: messages not received, commands still in flight.
    public func finish(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        finish(at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    // MARK: - Simulated interpreter

    private func apply(_ msg: S.Msg, _ change: ((inout S.Model) -> Void)?, _ expected: Effect<S.Msg>, at site: SourceSite) {
        var expectedModel = model
        change?(&expectedModel)
        let effect = S.update(&model, msg)
        if model != expectedModel {
            fail("after \(msg) the model differs from the expected one (- expected, + actual):\n"
                + ValueDiff.describe(expected: expectedModel, actual: model), at: site)
        }
        check(effect, equals: expected, after: "\(msg)", at: site)
        run(effect)
    }

    private func check(_ effect: Effect<S.Msg>, equals expected: Effect<S.Msg>, after what: String, at site: SourceSite) {
        guard effect != expected else { return }
        fail("after \(what) the commands differ:\n  expected: \(expected)\n  actual:   \(effect)", at: site)
    }

    private func run(_ effect: Effect<S.Msg>) {
        for command in effect.commands {
            switch command {
            case .send(let msg):
                received.append(msg)
            case .cancel(let id):
                table.cancel(id)?.handle?.cancel()
            case .navigate:
                break
            case .timer(let delay, let msg, let id):
                let ticket = begin(id, command)
                let timer = clock.schedule(after: delay) { [weak self] in self?.fired(ticket, msg) }
                table.attach(Running(description: command.description, handle: timer), to: ticket)
            case .http(let request, let id, let deliver):
                requests.append(Request(ticket: begin(id, command), http: request, deliverHTTP: deliver))
            case .cache(let cacheCommand, let id, let deliver):
                requests.append(Request(ticket: begin(id, command), cache: cacheCommand, deliverCache: deliver))
            }
        }
    }

    private func begin(_ id: EffectID?, _ command: Command<S.Msg>) -> InFlightTable<Running>.Ticket {
        let (ticket, replaced) = table.begin(id: id)
        replaced?.handle?.cancel()
        table.attach(Running(description: command.description, handle: nil), to: ticket)
        return ticket
    }

    private func fired(_ ticket: InFlightTable<Running>.Ticket, _ msg: S.Msg) {
        if table.finish(ticket) { received.append(msg) }
    }

    private func complete(
        where matches: (Request) -> Bool, describing what: String, at site: SourceSite, deliver: (Request) -> S.Msg?
    ) {
        guard let index = requests.firstIndex(where: { matches($0) && table.isRunning($0.ticket) }) else {
            let cancelled = requests.contains(where: matches)
            return fail(cancelled
                ? "\(what) was cancelled; its result would never reach update"
                : "\(what) is not in flight; in flight: \(inFlightSummary)", at: site)
        }
        let request = requests.remove(at: index)
        _ = table.finish(request.ticket)
        if let msg = deliver(request) { received.append(msg) }
    }

    private func finish(at site: SourceSite) {
        guard !finished else { return }
        finished = true
        var problems: [String] = []
        if !received.isEmpty {
            problems.append("messages not received:\n" + received.map { "  \($0)" }.joined(separator: "\n"))
        }
        if table.count > 0 { problems.append("commands still in flight:\n\(inFlightSummary)") }
        if !problems.isEmpty { fail("the test ended with unasserted effects:\n" + problems.joined(separator: "\n"), at: site) }
    }

    private var inFlightSummary: String {
        let lines = table.runningHandles.map { "  \($0.description)" }
        return lines.isEmpty ? "  nothing" : lines.joined(separator: "\n")
    }

    private func fail(_ message: String, at site: SourceSite) { reporter.fail(message, at: site) }

    /// A running command as the tester tracks it.
    private struct Running: @unchecked Sendable {
        let description: String
        let handle: (any Cancellable)?
    }

    /// An HTTP or cache command waiting for the test's answer.
    private struct Request {
        let ticket: InFlightTable<Running>.Ticket
        var http: HTTPRequest?
        var cache: CacheCommand?
        var deliverHTTP: (@Sendable (Result<HTTPResponse, HTTPError>) -> S.Msg)?
        var deliverCache: (@Sendable (CacheOutcome) -> S.Msg)?
    }
}
