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
        var previous = Dictionary(uniqueKeysWithValues: inFlight.map { ($0.ticket, $0) })
        var now: [WorkInFlight] = []
        var started: [WorkInFlight] = []
        for running in interpreter.commandsInFlight {
            if let known = previous.removeValue(forKey: running.ticket) {
                now.append(known)
            } else if let work = running.command.flatMap({ Self.work($0, scope: running.scope, since: step, ticket: running.ticket) }) {
                started.append(work)
            }
        }
        for running in interpreter.subscriptionsRunning {
            if let known = previous.removeValue(forKey: running.ticket) {
                now.append(known)
            } else {
                started.append(Self.work(running.subscription, since: step, ticket: running.ticket))
            }
        }
        stopped = inFlight.filter { previous[$0.ticket] != nil && $0.ticket != answered }
        // Survivors keep their order (all older than this step); what this step started follows.
        let order = Dictionary(uniqueKeysWithValues: inFlight.enumerated().map { ($0.element.ticket, $0.offset) })
        inFlight = now.sorted { order[$0.ticket, default: 0] < order[$1.ticket, default: 0] } + started
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
