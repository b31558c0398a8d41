import Reel

/// The work in flight during a session, taken stock of after each step from the interpreter's own
/// tables (so "in flight", "latest wins" and "stopped" mean what the runtime means): what runs,
/// since which step, and what the last step ended without its result.
@usableFromInline
final class WorkLedger<Msg: Sendable> {
    /// In flight after the last step, oldest first.
    @usableFromInline private(set) var inFlight: [WorkInFlight] = []
    /// What the last step ended without its result.
    @usableFromInline private(set) var stopped: [WorkInFlight] = []

    @usableFromInline init() {}

    /// Puts back what a ledger held (the exhaustive checker puts a session back as it was).
    @usableFromInline
    func restore(inFlight: [WorkInFlight], stopped: [WorkInFlight]) {
        self.inFlight = inFlight
        self.stopped = stopped
    }

    /// Takes stock after step `step` (0: the scene's start), whose message was the result with
    /// ticket `answered` (0 for a message no command sent): work gone since the last stock-taking
    /// was stopped, unless it is the one the message answered.
    @usableFromInline
    func update(from interpreter: Interpreter<Msg>, step: Int, answered: UInt64) {
        // Read by tickets (a new command or subscription has a new ticket), with no table built:
        // a session holds a handful of pieces, and this runs after every message (building
        // dictionaries here was a tenth of a check of the notes screen, callgrind).
        let commands = interpreter.commandTicketsInFlight
        let subscriptions = interpreter.subscriptionsRunning
        func runs(_ work: WorkInFlight) -> Bool {
            commands.contains(work.ticket) || subscriptions.contains { $0.ticket == work.ticket }
        }
        func known(_ ticket: UInt64) -> Bool { inFlight.contains { $0.ticket == ticket } }
        stopped = inFlight.filter { !runs($0) && $0.ticket != answered }
        // Survivors keep their order (all older than this step); what this step started follows.
        var now = inFlight.allSatisfy(runs) ? inFlight : inFlight.filter(runs)
        for ticket in commands where !known(ticket) {
            if let work = Self.work(ofCommand: ticket, in: interpreter, since: step) { now.append(work) }
        }
        for running in subscriptions where !known(running.ticket) {
            now.append(Self.work(running.subscription, since: step, ticket: running.ticket))
        }
        inFlight = now
    }

    /// The command in flight with `ticket` as a piece of work; nil if it starts nothing or the
    /// interpreter does not describe its commands.
    static func work(ofCommand ticket: UInt64, in interpreter: Interpreter<Msg>, since: Int) -> WorkInFlight? {
        guard let running = interpreter.commandInFlight(ticket), let command = running.command else { return nil }
        return work(command, scope: running.scope, since: since, ticket: ticket)
    }

    /// A command as a piece of work; nil for those that start nothing (and so are never in flight).
    static func work(_ command: Command<Msg>, scope: EffectScope?, since: Int, ticket: UInt64) -> WorkInFlight? {
        let kind: WorkInFlight.Kind
        switch command {
        case .timer(let delay, _, _): kind = .timer(after: delay)
        case .request(let request, _): kind = .request(request.request)
        case .scoped(let inner, let command):
            return work(command, scope: scope.map { $0.appending(inner) } ?? inner, since: since, ticket: ticket)
        case .send, .cancel, .cancelScope: return nil
        }
        let id = command.id.map { id in scope.map { $0.scoping(id) } ?? id }
        return WorkInFlight(kind: kind, id: id, scope: scope, since: since, ticket: ticket, text: command.description)
    }

    /// A subscription as a piece of work.
    static func work(_ subscription: Subscription<Msg>, since: Int, ticket: UInt64) -> WorkInFlight {
        let kind: WorkInFlight.Kind = subscription.source.map { .source($0) } ?? .every(subscription.interval ?? .zero)
        return WorkInFlight(kind: kind, id: subscription.id, scope: nil, since: since, ticket: ticket, text: subscription.description)
    }
}
