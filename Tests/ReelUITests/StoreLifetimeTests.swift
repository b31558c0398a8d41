import Dispatch
import Foundation
import Reel
import ReelUI
import Testing

@MainActor
@Suite("Store: leaving stops what the scene started")
struct StoreLifetimeTests {
    @Test("given a request in flight and a tick running, when the store is released, then both stop and a late answer never reaches update")
    func releasingTheStoreStopsEverything() async {
        let fetches = HeldFetches()
        let clock = VirtualClock()
        let applied = Locked<[String]>([])
        weak var released: Store<Panel.Model, Panel.Msg>?
        do {
            let store = Store(Panel.self, input: (), services: fetches.services(timers: clock)) { step in
                applied.withLock { $0.append(Panel.name(of: step.msg)) }
            }
            store.send(.fetchTapped("late"))
            store.send(.tickingToggled)
            clock.advance(by: .milliseconds(100))
            #expect(store.ticks == 1)
            released = store
        }
        #expect(released == nil)
        #expect(clock.nextDue == nil, "the tick was stopped")

        await withCheckedContinuation { done in
            DispatchQueue.global().async {
                fetches.answer("late", with: "too late")
                done.resume()
            }
        }
        clock.advance(by: .seconds(1))
        await drainMainQueue()
        #expect(applied.withLock { $0 } == ["fetch late", "toggle ticking", "tick"])
    }

    @Test("given a child scene in a scoped store, when the parent closes it, then its request and tick stop and its store keeps what it showed")
    func poppingAScopeStopsItsWork() async {
        let fetches = HeldFetches()
        let clock = VirtualClock()
        let applied = Locked<[String]>([])
        let store = Store(Shelf.self, input: (), services: fetches.services(timers: clock)) { step in
            if case .panel(let msg) = step.msg { applied.withLock { $0.append(Panel.name(of: msg)) } }
        }
        #expect(store.scope(\.panel, Shelf.Msg.panel) == nil)
        store.send(.panelOpened)
        guard let panel = store.scope(\.panel, Shelf.Msg.panel) else {
            Issue.record("the panel opened but its store is nil")
            return
        }
        let shelfReader = Reader()
        shelfReader.read { store.books }
        panel.send(.fetchTapped("slow"))
        panel.send(.tickingToggled)
        clock.advance(by: .milliseconds(200))
        #expect(panel.ticks == 2)
        #expect(shelfReader.invalidations == 0, "the panel's changes are not the shelf's")

        store.send(.panelClosed)
        #expect(store.scope(\.panel, Shelf.Msg.panel) == nil)
        #expect(clock.nextDue == nil, "the panel's tick stopped with it")
        fetches.answer("slow", with: "after closing")
        clock.advance(by: .seconds(1))
        await drainMainQueue()
        #expect(applied.withLock { $0 } == ["fetch slow", "toggle ticking", "tick", "tick"])
        #expect(panel.ticks == 2, "a gone part's store keeps what it showed")
    }
}

/// Lets every block already queued on the main queue run (an answer delivered from another thread
/// waits there), by queueing one behind them.
@MainActor
func drainMainQueue() async {
    await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
}

@MainActor
@Suite("Store: the root store's release stops its scene")
struct StoreRootReleaseTests {
    @Test("given a child's store held by a view animating away, when the root store is released, then the scene stops and the child's store shows what it showed and sends nowhere")
    func releasingTheRootStopsTheSceneThoughAChildIsHeld() {
        let clock = VirtualClock()
        let applied = Locked<[String]>([])
        var panel: Store<Panel.Model, Panel.Msg>?
        do {
            let store = Store(Shelf.self, input: (), services: HeldFetches().services(timers: clock)) { step in
                applied.withLock { $0.append("\(step.msg)") }
            }
            store.send(.panelOpened)
            panel = store.scope(\.panel, Shelf.Msg.panel)
            panel?.send(.tickingToggled)
            clock.advance(by: .milliseconds(100))
            #expect(panel?.ticks == 1)
        }
        #expect(clock.nextDue == nil, "the panel's tick stopped with the scene")
        let before = applied.withLock { $0 }
        let reader = Reader()
        reader.read { panel?.count }
        panel?.send(.tapped)
        clock.advance(by: .seconds(1))
        #expect(applied.withLock { $0 } == before, "nothing reaches update once the root store is gone")
        #expect(panel?.ticks == 1)
        #expect(panel?.count == 0)
        #expect(reader.invalidations == 0)
    }

    @Test("given a row's store held by a view, when the root store is released, then the row's sends are dropped")
    func releasingTheRootStopsTheSceneThoughARowIsHeld() {
        let applied = Locked<[String]>([])
        var row: Store<Panel.Row, Panel.RowMsg>?
        do {
            let store = Store(Panel.self, input: ()) { step in applied.withLock { $0.append(Panel.name(of: step.msg)) } }
            store.send(.rowsLoaded(3))
            row = store.scope(each: \.rows, Panel.Msg.row)[1]
        }
        #expect(row?.title == "row 2")
        row?.send(.toggled)
        #expect(row?.done == false)
        #expect(applied.withLock { $0 } == ["rows 3"])
    }
}

@MainActor
@Suite("Store: a part's store is identified by its part")
struct StoreIdentityTests {
    @Test("given rows, then each row's store is identified by its row's id, and equal only to itself")
    func aRowStoreIsIdentifiedByItsRow() {
        let store = Store(Panel.self, input: ())
        store.send(.rowsLoaded(3))
        // As a view's body evaluated twice: the same call each time.
        let renders = (0..<2).map { _ in store.scope(each: \.rows, Panel.Msg.row) }
        let rows = renders[0]
        #expect(rows.map(\.id) == [1, 2, 3], "typed as the rows' own ids")
        #expect(Set(rows).count == 3)
        #expect(rows[0] == renders[1][0], "the same row gives the same store")
    }
}
