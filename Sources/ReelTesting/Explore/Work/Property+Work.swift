import Reel

/// Properties of the work in flight: what may run at once, what may start while something
/// runs, and what must be over by the end of a session. Rules about work, such as "at most one
/// refresh in flight", often leave the model as it was when they break, so a property of models
/// cannot see them.
extension Property {
    /// A property of every step that reads the work in flight (``ExploredStep/inFlight``,
    /// ``ExploredStep/stopped``), which the explorer keeps track of for such properties.
    public static func work(_ name: String, _ check: @escaping @Sendable (ExploredStep<S>) -> String?) -> Property {
        Property(name, readsWork: true, check: check)
    }

    /// After every step, at most `limit` pieces of work that `matches` are in flight:
    /// `.atMostInFlight(1, "one profile request at a time") { $0.isHTTP(path: "/me") }`.
    public static func atMostInFlight(
        _ limit: Int, _ name: String, matching matches: @escaping @Sendable (WorkInFlight) -> Bool
    ) -> Property {
        work(name) { step in
            let matching = step.inFlight.filter(matches)
            guard matching.count > limit else { return nil }
            return "after \(step.msg), \(matching.count) in flight (at most \(limit)): " + Self.list(matching)
        }
    }

    /// Work that `matches` never starts while matching work that an earlier step started is in
    /// flight: neither beside it nor in its place (a "latest wins" id cancelling it, a subscription
    /// restarted). A refresh that must not start again while one runs, a save never raced by another.
    public static func neverRestartedInFlight(
        _ name: String, matching matches: @escaping @Sendable (WorkInFlight) -> Bool
    ) -> Property {
        work(name) { step in
            guard let started = step.inFlight.first(where: { $0.since == step.index && matches($0) }) else { return nil }
            if let running = step.inFlight.first(where: { $0.since < step.index && matches($0) }) {
                return "after \(step.msg), \(started) started while \(running) was in flight"
            }
            if let replaced = step.stopped.first(where: matches) {
                return "after \(step.msg), \(started) started in place of \(replaced), which it stopped"
            }
            return nil
        }
    }

    /// Every command that `matches` is answered or cancelled by the end of a session: once the
    /// session's steps are over, the world settles (it answers every command it can with its
    /// first candidate and lets time run, see ``Explorer/settleSteps``), and no such command is
    /// left in flight. It finds work that never ends: a poll that re-arms itself forever, a retry
    /// loop, a request the world was never given an answer for. Subscriptions are not commands:
    /// they run as long as they are declared.
    public static func eventuallyAnsweredOrCancelled(
        _ name: String, matching matches: @escaping @Sendable (WorkInFlight) -> Bool = { _ in true }
    ) -> Property {
        Property(name, readsWork: true, check: { _ in nil }) { stillInFlight in
            let left = stillInFlight.filter { $0.isCommand && matches($0) }
            return left.isEmpty ? nil : Self.list(left)
        }
    }

    /// Pieces of work, one after the other.
    private static func list(_ work: [WorkInFlight]) -> String { work.map(\.description).joined(separator: "; ") }
}
