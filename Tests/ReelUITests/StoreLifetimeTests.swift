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
