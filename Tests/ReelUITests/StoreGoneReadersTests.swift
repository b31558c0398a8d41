import Observation
import Reel
@testable import ReelUI
import Testing

/// A send costs what views show now: a value whose reader went stops being compared within a few
/// updates, changed or not, while a value a view still shows keeps updating at once. A view that
/// went is one whose observation ended (SwiftUI ends a view's observation when the view goes): a
/// read under no observation stands for it here.
@MainActor
@Suite("Store: reads by views that are gone stop costing")
struct StoreGoneReadersTests {
    @Test("given 2,000 rows each read once by a view now gone and one row still shown, when messages come, then only the shown row is compared, and it still updates")
    func rowsScrolledPastStopCosting() throws {
        let store = Store(Panel.self, input: ())
        store.send(.rowsLoaded(2_000))
        let rowsScope = { store.scope(each: \.rows, Panel.Msg.row) }
        let rows = rowsScope()
        for row in rows { _ = row.title }  // scrolled past: each row's view read its row once, and went
        let shown = rows[1_999]
        let told = Locked(0)
        func show() { withObservationTracking { _ = shown.done } onChange: { told.withLock { $0 += 1 } } }
        show()
        let group = try #require(store.parts.values.compactMap { $0 as? RowGroup<Int, Panel.Row, Panel.RowMsg> }.first)
        #expect(group.watched.count == 2_000)

        for _ in 0..<StoreHost.sweepInterval { store.send(.tapped) }
        #expect(group.watched.count == 1, "only the row still shown is compared after each update")

        shown.send(.toggled)
        #expect(told.withLock { $0 } == 1, "the row still shown is told at once")
        show()
        #expect(shown.done)
        rows[0].send(.toggled)
        #expect(rows[0].done, "a row read again is seen anew")
        #expect(told.withLock { $0 } == 1)
    }

    @Test("given a value read once by a view now gone and never changed, when messages come, then it is compared no more; read again, it is current")
    func aValueWhoseReaderWentIsDropped() {
        let store = Store(Panel.self, input: ())
        _ = store.query  // a view that read the query, and went
        let listed = store.watchList.count
        for _ in 0..<StoreHost.sweepInterval { store.send(.tapped) }
        #expect(store.watchList.count == listed - 1)
        store.send(.queryChanged("tide"))
        #expect(store.query == "tide", "a read brings it up to date")
    }
}
