import Foundation
import Reel
import ReelTesting
import Testing

/// Every arrival is its own instance, in a `SceneTester`: a child that comes where another stood —
/// in the same update, by the same id or place, through the library or by assigning the model —
/// never receives anything its predecessor started, and a message for a child that is gone
/// changes nothing at any level (issue 41, failures 1 to 6).
@Suite("Children: every arrival its own instance")
struct ChildArrivalTests {
    private func fetch(_ key: String) -> Effect<Fetcher.Msg> { Fetcher.fetch(key) }
    private func paneFetch(_ key: String) -> Effect<Pane.Msg> { fetch(key).map(Pane.Msg.fetcher) }

    @Test("1. given rows docs and docs/readme.md fetching, when docs is removed, then docs/readme.md's answer still arrives")
    func slashInIDs() {
        let t = SceneTester<Arrivals>(input: ())
        for id in ["docs", "docs/readme.md"] {
            t.send(.addRow(id), { $0.rows.append(Fetcher.Model(id: id)) },
                   commands: Effect([.cancelScope(Arrivals.rows.scope(of: id))] + Arrivals.rows.lift(fetch(id), from: id).commands))
        }
        #expect(Arrivals.rows.scope(of: "docs/readme.md") == "rows/docs%2Freadme.md")
        t.send(.removeRow("docs"), { $0.rows[id: "docs"] = nil }, commands: [.cancelScope("rows/docs")])
        t.respond(to: Fetch(key: "docs"), with: "late")
        t.respond(to: Fetch(key: "docs/readme.md"), with: "README")
        t.receive(.row(id: "docs/readme.md", .fetched("README"))) { $0.rows[id: "docs/readme.md"]?.fetched = ["README"] }
        t.finish()
        #expect(t.dropped == [.row(id: "docs", .fetched("late"))])
    }

    @Test("2. given a detail fetching, when it is dismissed and presented again in one update, then the old answer is dropped")
    func dismissAndPresentInOneUpdate() {
        let t = SceneTester<Arrivals>(input: ())
        t.send(.showDetail("a", running: false), { $0.detail = Fetcher.Model(id: "a") },
               commands: Effect([.cancelScope("detail")] + Arrivals.detail.lift(fetch("a")).commands))
        t.send(.reshowDetail("b", running: false), { $0.detail = Fetcher.Model(id: "b") },
               commands: Effect([.cancelScope("detail")] + Arrivals.detail.lift(fetch("b")).commands))
        t.respond(to: Fetch(key: "a"), with: "A")
        t.respond(to: Fetch(key: "b"), with: "B")
        t.receive(.detail(.fetched("B"))) { $0.detail?.fetched = ["B"] }
        t.finish()
        #expect(t.dropped == [.detail(.fetched("A"))])
    }

    @Test("2. given a sheet fetching, when it goes to an alert and back to a sheet in one update, then the old sheet's answer is dropped")
    func destinationAwayAndBack() {
        let t = SceneTester<Arrivals>(input: ())
        let sheet = { (id: String) in Pane.fetcher(Fetcher.Model(id: id)) }
        t.send(.showSheet("a"), { $0.destination = sheet("a") },
               commands: Effect([.cancelScope("destination/fetcher")] + Arrivals.destination.lift(paneFetch("a"), from: sheet("a")).commands))
        t.send(.bounceToAlertAndBack("b"), { $0.destination = sheet("b") },
               commands: Effect([.cancelScope("destination/label"), .cancelScope("destination/fetcher")]
                   + Arrivals.destination.lift(paneFetch("b"), from: sheet("b")).commands))
        t.respond(to: Fetch(key: "a"), with: "A")
        t.respond(to: Fetch(key: "b"), with: "B")
        t.receive(.destination(.fetcher(.fetched("B")))) { $0.destination = .fetcher(Fetcher.Model(id: "b", fetched: ["B"])) }
        t.finish()
        #expect(t.dropped == [.destination(.fetcher(.fetched("A")))])
    }

    @Test("3. given a screen fetching, when the stack is made anew with a screen of the same id, then the old screen's answer is dropped")
    func stackMadeAnew() {
        let t = SceneTester<Arrivals>(input: ())
        t.send(.push("a"), { $0.stack.push(.fetcher(Fetcher.Model(id: "a"))) }, commands: Arrivals.stack.lift(paneFetch("a"), from: 1))
        t.send(.resetStack("b"), { $0.stack = SceneStack([.fetcher(Fetcher.Model(id: "b"))]) },
               commands: Effect([.cancelScope("screen/1")] + Arrivals.stack.lift(paneFetch("b"), from: 1).commands))
        t.respond(to: Fetch(key: "a"), with: "A")
        t.respond(to: Fetch(key: "b"), with: "B")
        t.receive(.screen(id: 1, .fetcher(.fetched("B")))) { $0.stack[id: 1] = .fetcher(Fetcher.Model(id: "b", fetched: ["B"])) }
        t.finish()
        #expect(t.dropped == [.screen(id: 1, .fetcher(.fetched("A")))])
    }

    @Test("4. given a row added and removed in one update, then its startup request is cancelled after it starts")
    func rowAddedAndRemoved() {
        let t = SceneTester<Arrivals>(input: ())
        t.send(.flashRow("x"),
               commands: Effect([.cancelScope("rows/x")] + Arrivals.rows.lift(fetch("x"), from: "x").commands + [.cancelScope("rows/x")]))
        t.finish()  // nothing in flight
        #expect(t.dropped.isEmpty)
    }

    @Test("5. given a ticking detail, when a ticking one is presented over it, then the new one ticks from its own start")
    func subscriptionRestarts() {
        let t = SceneTester<Arrivals>(input: ())
        let ticking = { (id: String) in Fetcher.Model(id: id, running: true) }
        let ticks = Arrivals.detail.lift(Fetcher.subscriptions(ticking("a"))).all
        t.send(.showDetail("a", running: true), { $0.detail = ticking("a") },
               commands: Effect([.cancelScope("detail")] + Arrivals.detail.lift(fetch("a")).commands),
               subscriptions: SubscriptionChanges(started: ticks))
        t.advance(by: .milliseconds(50))
        t.send(.showDetail("b", running: true), { $0.detail = ticking("b") },
               commands: Effect([.cancelScope("detail")] + Arrivals.detail.lift(fetch("b")).commands),
               subscriptions: SubscriptionChanges(restarted: ticks))
        t.advance(by: .milliseconds(60))  // the old one would tick at 100 ms
        t.advance(by: .milliseconds(40))  // the new one ticks at 150 ms
        t.receive(.detail(.ticked)) { $0.detail?.ticks = 1 }
        t.discardInFlight()
        #expect(t.dropped.isEmpty)
    }

    @Test("6. given a card whose stack was cleared, when a late close comes from its popped screen, then nothing changes at any level")
    func dropStopsWhereItHappens() {
        let t = SceneTester<Deck>(input: ())
        t.send(.card(.push("a")), { $0.card?.stack.push(.fetcher(Fetcher.Model(id: "a"))) },
               commands: Deck.card.lift(Card.stack.lift(paneFetch("a"), from: 1)))
        t.send(.card(.clear), { $0.card?.stack.pop() }, commands: Deck.card.lift(Effect<Card.Msg>.cancelAll(in: "screen/1")))
        t.send(.card(.screen(id: 1, .fetcher(.close))))  // the card stays
        t.finish()
        #expect(t.dropped == [.card(.screen(id: 1, .fetcher(.close)))])
    }
}
