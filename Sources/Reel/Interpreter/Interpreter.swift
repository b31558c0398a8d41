import Dispatch

/// Runs an update's commands and the scene's subscriptions with the services, and sends their
/// results back as messages.
///
/// The interpreter lives on one queue (the program's, or a test's thread): it is only ever called
/// from there, so its tables need no lock. Services do their work on their own queues (network
/// concurrent, disk serial, timers on a timer queue); each result comes back through `deliver`
/// with its ticket, and is checked with ``accept(_:)`` when it is dequeued. The way back is the
/// owner's: a program's `deliver` is `Program.deliver(_:ticket:)` (step 8 of the loop in
/// Program.swift), which posts the result to its mailbox; a `SceneTester` keeps results in an
/// inbox of its own. The program and `SceneTester` both run commands here, so "latest wins",
/// cancellation and subscription diffing have one definition.
@usableFromInline
package final class Interpreter<Msg: Sendable> {
    /// Hands a message back to the owner's mailbox (a program's `deliver(_:ticket:)`); the ticket is
    /// 0 for messages no command owns.
    @usableFromInline package typealias Deliver = @Sendable (Msg, UInt64) -> Void
    /// Says that a command could not start (no handler for its request type).
    @usableFromInline package typealias ReportFault = @Sendable (RequestFault) -> Void
    /// A command's or a subscription's ticket (see ``InFlightTable``).
    package typealias Ticket = UInt64

    @usableFromInline let services: Services
    @usableFromInline let deliver: Deliver
    @usableFromInline let reportFault: ReportFault
    // In engine-room cells rather than stored `var`s: only the interpreter's queue touches them,
    // and as class properties their exclusivity checks cost 2 instructions a message in
    // `dispatch-counter` (39.6 → 41.7) and about 500 a round trip in `effect-dispatch` (6,296 →
    // 6,802), though 3 fewer in `subscriptions-100` (73.8 → 70.8), callgrind.
    @usableFromInline let table = HeapCell(InFlightTable<any Cancellable>())
    @usableFromInline let subscriptions = HeapCell(RunningSubscriptions<Msg>())

    /// Whether running commands are kept with their descriptions (a tester's failure messages
    /// list what is still in flight); a program does not pay for that.
    @usableFromInline let describesCommands: Bool

    @usableFromInline
    package init(
        services: Services, describesCommands: Bool = false, reportFault: @escaping ReportFault = { _ in },
        deliver: @escaping Deliver
    ) {
        self.services = services
        self.describesCommands = describesCommands
        self.deliver = deliver
        // Every fault is listed by the caller; the services' reporter hears of each kind once.
        let told = ToldFaults(services.faultReporter)
        self.reportFault = { fault in
            reportFault(fault)
            told.tell(fault)
        }
    }

    deinit {
        table.free()
        subscriptions.free()
    }

    /// How many commands are running (timers, requests, cache work); running subscriptions are
    /// not counted: they never finish by themselves, and a program is idle while they run.
    @inlinable package var inFlight: Int { table.value.count }

    /// The subscriptions running, in the order they started.
    package var runningSubscriptions: [Subscription<Msg>] { subscriptions.value.running }

    /// Starts every command of an effect, in order.
    @inlinable
    package func run(_ effect: Effect<Msg>) {
        run(effect.commands)
    }

    /// Starts commands, in order.
    @inlinable
    package func run(_ commands: [Command<Msg>]) {
        for command in commands { start(command, in: nil) }
    }

    /// Whether a result with this ticket may reach `update`; a cancelled command's result, or a
    /// stopped subscription's event, is dropped.
    @inlinable
    package func accept(_ ticket: UInt64) -> Bool {
        if ticket == 0 { return true }
        if ticket & RunningSubscriptions<Msg>.ticketFlag != 0 { return subscriptions.value.isRunning(ticket) }
        return table.value.finish(ticket)
    }

    /// Whether no subscription runs, nor was declared last time: with nothing declared now either,
    /// there is nothing to reconcile (the common case, checked inline on every message).
    @inlinable package var runsNoSubscriptions: Bool { subscriptions.value.isEmpty }

    /// Whether `declared` is the very set declared last time (the same storage), which runs already.
    @inlinable package func runsAlready(_ declared: Subscriptions<Msg>) -> Bool {
        subscriptions.value.isDeclared(declared)
    }

    /// Brings the running subscriptions in line with the declared ones and says what changed.
    @inlinable
    package func reconcile(_ declared: Subscriptions<Msg>) -> SubscriptionChanges<Msg> {
        if declared.storage == nil && subscriptions.value.isEmpty { return .none }
        if subscriptions.value.isDeclared(declared) { return .none }
        return subscriptions.value.reconcile(declared, services: services, deliver: deliver, reportFault: reportFault)
    }

    /// How many commands have been started so far (see ``InFlightTable/startedSoFar``).
    package var commandsStarted: UInt64 { table.value.startedSoFar }

    /// Whether a command started between two marks of ``commandsStarted`` still runs.
    package func isRunning(commandsStartedIn marks: Range<UInt64>) -> Bool {
        table.value.isRunning(startedIn: marks)
    }

    /// Cancels the commands started between two marks of ``commandsStarted``; their results are dropped.
    package func cancel(commandsStartedIn marks: Range<UInt64>) {
        for handle in table.value.cancelAll(startedIn: marks) { handle.cancel() }
    }

    /// Stops every command and subscription (the program is going away).
    package func cancelAll() {
        for handle in table.value.removeAll() { handle.cancel() }
        subscriptions.value.stopAll()
    }

    /// Descriptions of the commands in flight, oldest first (for a test's failure message).
    package var inFlightDescriptions: [String] {
        table.value.runningHandles.map { ($0 as? Described)?.command.description ?? "a command" }
    }

    /// The tickets of the commands in flight, oldest first; ``commandInFlight(_:)`` reads each one.
    package var commandTicketsInFlight: [Ticket] { table.value.runningTickets }

    /// The scope and command of the command in flight with `ticket` (the command nil unless the
    /// interpreter ``describesCommands``); nil if no command is in flight with it.
    package func commandInFlight(_ ticket: Ticket) -> (scope: EffectScope?, command: Command<Msg>?)? {
        // Not `Optional.map`: it ran here as an unspecialized generic call (1% of a check of the
        // notes screen, which asks this twice for every new command, callgrind).
        guard let running = table.value.running(ticket) else { return nil }
        return (running.scope, (running.handle as? Described)?.command)
    }

    /// The running subscriptions, in the order they started, each with its ticket (a restarted
    /// subscription has a new one).
    ///
    /// Both lists are read after every message of an exhaustive check, where mostly none runs: the
    /// flag is read first, since building an empty list from the table was 3% of a check of the
    /// notes screen (callgrind, depth 9).
    package var subscriptionsRunning: [(ticket: Ticket, subscription: Subscription<Msg>)] {
        runsNoSubscriptions ? [] : subscriptions.value.runningWithTickets
    }

    /// The running subscriptions, in the order they started (``subscriptionsRunning`` without the tickets).
    package var liveSubscriptions: [Subscription<Msg>] { runsNoSubscriptions ? [] : subscriptions.value.runningLive }

    // Inlinable, so that the program's loop runs a specialized copy for its scene: a generic
    // switch over `Command<Msg>` would go through type metadata for every command. The rarer
    // commands (scopes, requests: HTTP, the cache, an app's own) are kept out of line.
    @inlinable
    func start(_ command: Command<Msg>, in scope: EffectScope?) {
        switch command {
        case .send(let msg):
            deliver(msg, 0)
        case .cancel(let id):
            table.value.cancel(scope.map { $0.scoping(id) } ?? id)?.cancel()
        case .cancelScope(let inner):
            cancelAll(in: scope.map { $0.appending(inner) } ?? inner)
        case .scoped(let inner, let command):
            start(command, in: scope.map { $0.appending(inner) } ?? inner)
        case .timer(let delay, let msg, let id):
            let ticket = begin(id, scope)
            let deliver = self.deliver
            attach(services.timers.schedule(after: delay) { deliver(msg, ticket) }, to: ticket, describing: command)
        case .request(let request, let id):
            start(request, id: id, in: scope, describing: command)
        }
    }

    @usableFromInline
    func start(_ request: RequestCommand<Msg>, id: EffectID?, in scope: EffectScope?, describing command: Command<Msg>) {
        let ticket = begin(id, scope)
        switch request.start(services, ticket, deliver) {
        case .success(let handle):
            attach(handle, to: ticket, describing: command)
        case .failure(let fault):
            _ = table.value.finish(ticket)  // never in flight: nothing will answer it
            reportFault(fault)
        }
    }

    /// Cancels everything under a scope: its commands, and its subscriptions too (see
    /// `RunningSubscriptions.stopAll(in:)`). Inlinable, so that the program's specialized loop
    /// reads whether any subscription runs without looking up generic metadata (about 700
    /// instructions a cancel unspecialized, callgrind `child-remove-10000x1`).
    @inlinable
    func cancelAll(in scope: EffectScope) {
        cancelCommands(in: scope)
        if !subscriptions.value.isEmpty { stopSubscriptions(in: scope) }
    }

    @usableFromInline
    func cancelCommands(in scope: EffectScope) {
        for handle in table.value.cancelAll(in: scope) { handle.cancel() }
    }

    @usableFromInline
    func stopSubscriptions(in scope: EffectScope) {
        subscriptions.value.stopAll(in: scope)
    }

    /// Takes a ticket; a running command with the same id is cancelled first ("latest wins").
    @inlinable
    func begin(_ id: EffectID?, _ scope: EffectScope?) -> UInt64 {
        let id = InFlightTable<any Cancellable>.scoped(id, in: scope)
        if let id, let replaced = table.value.cancel(id) { replaced.cancel() }
        return table.value.begin(scopedID: id, scope: scope)
    }

    @inlinable
    func attach(_ handle: any Cancellable, to ticket: UInt64, describing command: Command<Msg>) {
        table.value.attach(describesCommands ? described(handle, command) : handle, to: ticket)
    }

    @usableFromInline
    func described(_ handle: any Cancellable, _ command: Command<Msg>) -> any Cancellable {
        Described(handle: handle, command: command)
    }

    /// A running command's handle with the command, for a tester's account of what is in flight
    /// and an explorer's properties of the work in flight.
    struct Described: Cancellable {
        let handle: any Cancellable
        let command: Command<Msg>
        func cancel() { handle.cancel() }
    }
}
