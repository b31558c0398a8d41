import Reel

/// Messages from effects: taken from the inbox in order, results of cancelled work dropped on the
/// way, and (not exhaustive) applied at once and kept for `receive`.
extension SceneTester {
    /// A message applied, with its step: kept so that a later `receive` can still check a message
    /// applied at once (not exhaustive), and for an explorer's checks.
    struct Received {
        let msg: S.Msg
        let before: S.Model
        let after: S.Model
        let effect: Effect<S.Msg>
        let subscriptions: SubscriptionChanges<S.Msg>
        /// How many pieces of work had been held once the step's commands and subscriptions started.
        let workHeld: Int
    }

    /// Not exhaustive: applies every waiting message as the program would, in order, as soon as
    /// the test's call that produced it returns, and keeps each step for `receive`. Exhaustive:
    /// nothing (messages wait to be received).
    func applyWaiting() {
        guard exhaustivity == .off else { return }
        while let msg = nextAccepted() {
            let before = model
            let effect = updateNotingDrops(msg)
            interpreter.run(effect)
            let step = Received(
                msg: msg, before: before, after: model, effect: effect, subscriptions: reconcile(), workHeld: work.serialsIssued)
            received.append(step)
            history.append(step)
        }
    }

    /// Not exhaustive: finds `msg` among the messages applied since the last send, skipping those
    /// before it, and checks what the test states about its step.
    func receiveApplied(
        _ msg: S.Msg, _ change: ((inout S.Model) -> Void)?, _ expected: Effect<S.Msg>,
        _ expectedSubscriptions: SubscriptionChanges<S.Msg>, at site: SourceSite
    ) {
        applyWaiting()
        guard let index = received.firstIndex(where: { $0.msg == msg }) else {
            let seen = received.map { "  \($0.msg)" }.joined(separator: "\n")
            return fail("expected to receive \(msg), but it never came" + (seen.isEmpty ? "" : "; received since the last send:\n\(seen)"), at: site)
        }
        let step = received[index]
        received.removeFirst(index + 1)
        checkModel(after: msg, from: step.before, to: step.after, change, at: site)
        check(step.effect, equals: expected, after: "\(msg)", at: site)
        check(step.subscriptions, equals: expectedSubscriptions, after: "\(msg)", at: site)
    }

    /// The next message that may reach `update`; results of cancelled commands and stopped
    /// subscriptions ahead of it are dropped on the way, as the program drops them.
    func nextAccepted() -> S.Msg? {
        while let (msg, ticket) = inbox.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            if interpreter.accept(ticket) { return msg }
            droppedMessages.append(msg)
        }
        return nil
    }

    /// The messages waiting to be received, with dropped ones cleared out of the way.
    func waitingMessages() -> [S.Msg] {
        guard let first = nextAccepted() else { return [] }
        inbox.withLock { $0.insert((first, 0), at: 0) }  // accepted already: ticket 0 keeps it so
        return inbox.withLock { $0.map(\.msg) }
    }
}
