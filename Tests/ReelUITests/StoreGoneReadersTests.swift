import Observation
import Reel
@testable import ReelUI
import Testing

/// A send costs what views show now: a value whose view went stops being compared within a few
/// updates, changed or not, while a value a view still shows keeps updating at once.
///
/// Played as SwiftUI plays it: each view's body runs under `withObservationTracking`, a view told of
/// a change renders again (a new tracking of what its body reads now), and a view that goes has its
/// tracking ended. Here a list's body reads a row only while the row is on screen: scrolled past,
/// the next render of the list does not read it, and the row's view is gone.
@MainActor
@Suite("Store: reads by views that are gone stop costing")
struct StoreGoneReadersTests {
    /// A view: its body runs under observation tracking, and again each time it is told of a change.
    @MainActor
    final class View {
        let body: @MainActor () -> Void
        private(set) var renders = 0

        init(_ body: @escaping @MainActor () -> Void) {
            self.body = body
            render()
        }

        func render() {
            renders += 1
            // Weak, as SwiftUI holds a view's tracking: the last one, never told, stays installed in
            // the store's registrars, and must not keep the view (and through it the store) alive.
            withObservationTracking { body() } onChange: { [weak self] in
                // SwiftUI renders again on the main actor, after the change; the tests' sends run there.
                MainActor.assumeIsolated { self?.render() }
            }
        }
    }

    /// What a view's body depends on besides the store (a scroll position, a flag): set by the test.
    @MainActor
    final class Setting<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    @Test("given 2,000 rows each shown once by a list scrolled past, and one row still shown, when messages come, then only the shown row is compared, and it updates at once")
    func rowsScrolledPastStopCosting() throws {
        let store = Store(Panel.self, input: ())
        store.send(.rowsLoaded(2_000))
        let rows = store.scope(each: \.rows, Panel.Msg.row)
        // The list: its body reads the query (its header) and the rows on screen; scrolling is a
        // message (here a new query), after which the rows on screen are the last one only.
        let onScreen = Setting(Array(rows.indices))
        let list = View {
            _ = store.query
            for index in onScreen.value { _ = rows[index].title }
        }
        let group = try #require(store.parts.values.compactMap { $0 as? RowGroup<Int, Panel.Row, Panel.RowMsg> }.first)
        #expect(group.watched.count == 2_000)

        onScreen.value = [1_999]
        store.send(.queryChanged("scrolled"))  // the list renders again, reading one row
        #expect(list.renders == 2)
        for _ in 0..<StoreHost.sweepInterval { store.send(.tapped) }
        #expect(group.watched.count == 1, "only the row still shown is compared after each update")

        rows[1_999].send(.renamed("shown"))
        #expect(list.renders == 3, "the row still shown is told at once")
        rows[0].send(.renamed("gone"))
        #expect(list.renders == 3, "a row scrolled past tells nobody")
        #expect(rows[0].title == "gone", "a row read again is seen anew")
        #expect(group.watched.count == 2)
    }

    @Test("given a value a view read and a view that went without a change, when messages come, then it is compared no more; read again, it is current")
    func aValueWhoseViewWentIsDropped() {
        let store = Store(Panel.self, input: ())
        let showsQuery = Setting(true)
        let view = View {
            _ = store.count
            if showsQuery.value { _ = store.query }
        }
        let listed = store.state.watchList.count
        showsQuery.value = false
        store.send(.tapped)  // the view renders again, without the query: its reading of it went
        for _ in 0..<StoreHost.sweepInterval { store.send(.tapped) }
        #expect(store.state.watchList.count == listed - 1, "the query, never changed, is compared no more")
        store.send(.queryChanged("tide"))
        #expect(store.query == "tide", "a read brings it up to date")
        #expect(store.state.watchList.count == listed)
        #expect(view.renders == 2 + StoreHost.sweepInterval, "rendered for each count, not for the query it no longer shows")
    }

    @Test("given a value still shown by a view that never renders again, when many messages come, then it is still compared and its change told")
    func aValueStillShownStaysCompared() {
        let store = Store(Panel.self, input: ())
        let view = View { _ = store.query }
        for _ in 0..<(StoreHost.sweepInterval * 3) { store.send(.tapped) }
        #expect(view.renders == 1)
        store.send(.queryChanged("kept"))
        #expect(view.renders == 2, "a view that still shows a value is told of its change, however long it was quiet")
    }
}
