import Foundation
import Reel
import ReelTesting
import Testing

/// For each kind of child, stated exhaustively as the child's own code states its work: when the
/// child leaves, everything it started stops, with no line about it in the parent.
@Suite("Children: a child that leaves stops everything it started")
struct ChildLeavingTests {
    @Test("given a child with a request, a timer, a tick and a feed running, when it leaves, then all stop and nothing late reaches update",
          arguments: ChildKindCase.all)
    func leavingStopsEverything(kind: ChildKindCase) {
        let t = SceneTester<Family>(input: ())
        t.send(kind.add, kind.added, commands: kind.addCommands)
        t.send(kind.to(.fetch("a")), commands: kind.lift(.request(Fetch(key: "a"), id: Loader.fetchID)))
        t.send(kind.to(.wait), commands: kind.lift(.after(.seconds(1), send: .rang, id: Loader.bellID)))
        // The child's tick starts with no line in the parent besides the helper.
        var running = Loader.Model(id: 1)
        running.running = true
        t.send(kind.to(.start), { kind.change(&$0) { $0.running = true } },
               subscriptions: SubscriptionChanges(started: kind.liftSubscriptions(Loader.subscriptions(running)).all))
        t.advance(by: .milliseconds(100))
        t.receive(kind.to(.ticked(t.clock.epoch.addingTimeInterval(0.1)))) { kind.change(&$0) { $0.ticks = 1 } }
        let feed = Subscription<Loader.Msg>.source(Lines(url: "u"), id: "feed") { .line($0) }
        t.send(kind.to(.follow("u")), { kind.change(&$0) { $0.feed = "u" } },
               subscriptions: SubscriptionChanges(started: kind.liftSubscriptions([feed]).all))

        t.send(kind.remove, kind.removed, commands: [.cancelScope(kind.scope)],
               subscriptions: SubscriptionChanges(stopped: [kind.scope.scoping("tick"), kind.scope.scoping("feed")]))

        // The late answer, the late line, the timer and the ticks never reach update.
        t.respond(to: Fetch(key: "a"), with: "A")
        t.emit("late", to: kind.scope.scoping("feed"))
        t.advance(by: .seconds(2))
        // A message for the child that is gone changes nothing, and the tester sees it dropped.
        t.send(kind.to(.fetch("again")))
        t.finish()
        #expect(t.dropped.contains(kind.to(.fetched("A"))))
        #expect(t.dropped.contains(kind.to(.line("late"))))
        #expect(t.dropped.contains(kind.to(.fetch("again"))))
        #expect(t.dropped.count == 3)
        #expect(t.runningSubscriptions.isEmpty)
    }

    @Test("given a child, when it sends a message that makes the parent remove it, then the child's own commands are cancelled after they start",
          arguments: [ChildKindCase.optional])
    func closingItself(kind: ChildKindCase) {
        let t = SceneTester<Family>(input: ())
        t.send(kind.add, kind.added, commands: kind.addCommands)
        t.send(kind.to(.close), kind.removed, commands: [.cancelScope(kind.scope)])
        t.finish()
    }

    @Test("given one child of each kind, all using the same ids, when each works, then none replaces another's work")
    func kindsNeverShareIDs() {
        let t = SceneTester<Family>(input: ())
        for kind in ChildKindCase.all {
            t.send(kind.add, kind.added, commands: kind.addCommands)
            t.send(kind.to(.fetch(kind.description)), commands: kind.lift(.request(Fetch(key: kind.description), id: Loader.fetchID)))
        }
        #expect(t.pendingCustomRequests.count == 4)
        for kind in ChildKindCase.all.reversed() {
            t.respond(to: Fetch(key: kind.description), with: "ok")
            t.receive(kind.to(.fetched("ok"))) { kind.change(&$0) { $0.fetched = ["ok"] } }
        }
        t.finish()
        #expect(t.dropped.isEmpty)
    }
}
