import Reel
import ReelLog

extension SceneTester {
    /// Applies a message to the model; one that a composing parent dropped because the child it
    /// was for is gone (see `Children`) is listed in ``dropped``.
    func updateNotingDrops(_ msg: S.Msg) -> Effect<S.Msg> {
        let recorder = ChildDrops.Recorder()
        let effect = ChildDrops.$recorder.withValue(recorder) { S.update(&model, msg) }
        if recorder.count > 0 { droppedMessages.append(msg) }
        return effect
    }

    /// Applies a message the test states, and checks what the test says about it.
    func apply(
        _ msg: S.Msg, _ change: ((inout S.Model) -> Void)?, _ expected: Effect<S.Msg>,
        _ expectedSubscriptions: SubscriptionChanges<S.Msg>, at site: SourceSite
    ) {
        let before = model
        let effect = updateNotingDrops(msg)
        checkModel(after: msg, from: before, to: model, change, at: site)
        check(effect, equals: expected, after: "\(msg)", at: site)
        interpreter.run(effect)
        let changes = reconcile()
        history.append(
            Received(msg: msg, before: before, after: model, effect: effect, subscriptions: changes, workHeld: work.serialsIssued))
        check(changes, equals: expectedSubscriptions, after: "\(msg)", at: site)
    }

    func checkModel(
        after msg: S.Msg, from before: S.Model, to actual: S.Model, _ change: ((inout S.Model) -> Void)?, at site: SourceSite
    ) {
        switch exhaustivity {
        case .on:
            var expected = before
            change?(&expected)
            guard actual != expected else { return }
            fail("after \(msg) the model differs from the expected one (expected → actual):\n"
                + ValueDiff.describe(expected: expected, actual: actual), at: site)
        case .off:
            guard let change else { return }
            let lines = ValueDiff.stated(before: before, actual: actual, change: change)
            guard !lines.isEmpty else { return }
            fail("after \(msg) the stated parts of the model differ (expected → actual):\n"
                + lines.map { "  " + ValueDiff.render($0) }.joined(separator: "\n"), at: site)
        }
    }

    func check(_ effect: Effect<S.Msg>, equals expected: Effect<S.Msg>, after what: String, at site: SourceSite) {
        switch exhaustivity {
        case .on:
            guard effect != expected else { return }
            fail("after \(what) the commands differ:\n  expected: \(expected)\n  actual:   \(effect)", at: site)
        case .off:
            let missing = Self.missing(expected.commands, from: effect.commands)
            guard !missing.isEmpty else { return }
            fail("after \(what) stated commands did not come out:\n  missing: \(Effect(missing))\n  actual:  \(effect)", at: site)
        }
    }

    func check(
        _ changes: SubscriptionChanges<S.Msg>, equals expected: SubscriptionChanges<S.Msg>, after what: String,
        at site: SourceSite
    ) {
        let differ = switch exhaustivity {
        case .on: changes != expected
        case .off:
            !Self.missing(expected.started, from: changes.started).isEmpty
                || !Self.missing(expected.stopped, from: changes.stopped).isEmpty
                || !Self.missing(expected.restarted, from: changes.restarted).isEmpty
        }
        guard differ else { return }
        fail("after \(what) the subscriptions changed otherwise:\n  expected: \(expected)\n  actual:   \(changes)", at: site)
    }

    /// The stated items that are not among the actual ones, each actual item matching one stated item.
    private static func missing<T: Equatable>(_ stated: [T], from actual: [T]) -> [T] {
        var unmatched = actual
        return stated.filter { item in
            guard let index = unmatched.firstIndex(of: item) else { return true }
            unmatched.remove(at: index)
            return false
        }
    }

    /// Brings the running subscriptions in line with the model, noting which held source runs which
    /// id, and settles the held work as an explored session does after each message.
    func reconcile() -> SubscriptionChanges<S.Msg> {
        let heldBefore = work.all.count
        let changes = interpreter.reconcile(S.subscriptions(model))
        let newRuns = work.all.dropFirst(heldBefore).filter { if case .source = $0.kind { true } else { false } }
        let ids = (changes.restarted + changes.started).filter { $0.source != nil }.map(\.id)
        for (id, run) in zip(ids, newRuns) { sourceRuns[id] = run.serial }
        _ = work.settle()
        return changes
    }
}
