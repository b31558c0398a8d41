import Reel

/// A state of an exhaustive check as a liveness property sees it: the model and the work in
/// flight (the commands awaiting their result, oldest first, and the subscriptions running).
public struct CheckedState<S: Scene>: Sendable {
    /// The scene's model.
    public let model: S.Model
    /// The commands in flight (requests and timers) and the subscriptions running, oldest first.
    public let inFlight: [WorkInFlight]

    /// A state with `model` and the work `inFlight`.
    init(model: S.Model, inFlight: [WorkInFlight]) {
        self.model = model
        self.inFlight = inFlight
    }

    /// The requests in flight (not timers, not subscriptions), each named by what it asks
    /// (its scope, command and id, as ``WorkInFlight`` prints them, without the step it started at).
    public var requestsInFlight: [String] {
        inFlight.compactMap { work in
            guard case .request = work.kind else { return nil }
            return work.identity
        }
    }
}

extension WorkInFlight {
    /// The work as it prints without the step it started at: the same request started on two
    /// paths, or again after it was answered, is the same.
    var identity: String { (scope.map { "[\($0)] " } ?? "") + text() }
}

extension Simulation {
    /// The state the session is in, as a liveness property sees it.
    func checkedState() -> CheckedState<S> {
        var work: [WorkInFlight] = []
        for ticket in interpreter.commandTicketsInFlight {
            if let item = WorkLedger<S.Msg>.work(ofCommand: ticket, in: interpreter, since: 0) { work.append(item) }
        }
        for running in interpreter.subscriptionsRunning {
            work.append(WorkLedger<S.Msg>.work(running.subscription, since: 0, ticket: running.ticket))
        }
        return CheckedState(model: model, inFlight: work)
    }

    /// What the world must not postpone forever here (weak fairness): answering each request still
    /// wanted that it has an answer for (named `answer` and the request), and firing the next
    /// timer (`time`). Late answers, a source's events and the user's actions are not owed.
    func obligations() -> [String] {
        let options = options
        var owed = Set(options.wanted.map { Self.obligation(answering: options.answerable[$0]) })
        if clock.nextDue != nil { owed.insert("time") }
        return owed.sorted()
    }

    /// The obligation that taking `decision` here discharges; nil for a decision that owes nothing.
    func discharged(by decision: ExploreDecision<S.Msg>) -> String? {
        switch decision {
        case .answer(let position, _):
            let options = options
            return options.wanted.contains(position) ? Self.obligation(answering: options.answerable[position]) : nil
        case .advanceTime: return "time"
        case .send, .emit: return nil
        }
    }

    /// The obligation to answer a held request.
    static func obligation(answering item: HeldWork.Item) -> String {
        switch item.kind {
        case .request(let request, _): "answer \(request)"
        case .source(let source, _): "emit \(source)"
        }
    }
}
