import Reel
import ReelUI
import Testing

@MainActor
@Suite("Store: one store per row")
struct StoreRowsTests {
    @Test("given 1,000 rows with 30 on screen, when one row changes, then only that row's reader is invalidated")
    func aRowIsInvalidatedOnlyByItsRow() {
        let store = Store(Panel.self, input: ())
        store.send(.rowsLoaded(1_000))
        let list = Reader()
        let rows = list.read { store.scope(each: \.rows, Panel.Msg.row) }
        #expect(rows.count == 1_000)
        let onScreen = rows[0..<30].map { row in
            let reader = Reader()
            reader.read { (row.title, row.done) }
            return reader
        }

        rows[4].send(.toggled)
        #expect(store.rows[4].done)
        #expect(onScreen.map(\.invalidations) == (0..<30).map { $0 == 4 ? 1 : 0 })
        #expect(list.invalidations == 0, "the list kept its shape")

        rows[900].send(.renamed("far below"))  // a row nobody reads
        #expect(onScreen.map(\.invalidations).reduce(0, +) == 1)
    }

    @Test("given a list's reader, when a row comes, then the list is invalidated and the row stores it had stay the same")
    func rowsComingAndGoingInvalidateTheList() {
        let store = Store(Panel.self, input: ())
        store.send(.rowsLoaded(3))
        let list = Reader()
        let rowsScope = { store.scope(each: \.rows, Panel.Msg.row) }  // the list view's one call
        let before = list.read(rowsScope)
        store.send(.rowAppended("new"))
        #expect(list.invalidations == 1)
        let after = rowsScope()
        #expect(after.map(\.title) == ["row 1", "row 2", "row 3", "new"])
        #expect(zip(before, after).allSatisfy { $0 === $1 }, "a row's store is kept by its id")
    }

    @Test("given a row's store, when its row leaves the list, then it keeps the values it showed and sends nowhere harmful")
    func aGoneRowKeepsItsLastValues() {
        let store = Store(Panel.self, input: ())
        store.send(.rowsLoaded(2))
        let second = store.scope(each: \.rows, Panel.Msg.row)[1]
        #expect(second.title == "row 2")
        store.send(.rowsLoaded(1))
        #expect(store.scope(each: \.rows, Panel.Msg.row).count == 1)
        #expect(second.title == "row 2")
        #expect(second.done == false, "a value first read after the row left shows the row as it was")
        second.send(.toggled)  // the scene finds no row 2 and changes nothing
        #expect(store.rows.count == 1)
    }

    @Test("given a row's store kept by a view after its list's store is gone, when a new value is read, then it is shown as it was")
    func aRowStoreOutlivingItsListStillReads() {
        var row: Store<Panel.Row, Panel.RowMsg>?
        do {
            let store = Store(Panel.self, input: ())
            store.send(.rowsLoaded(2))
            row = store.scope(each: \.rows, Panel.Msg.row)[0]
        }
        #expect(row?.title == "row 1")
        #expect(row?.done == false)
    }

    @Test("given rows kept as a plain array, then each row's store follows its row by id")
    func plainArraysWork() {
        let store = Store(Shelf.self, input: ())
        let books = store.scope(each: \.books, id: \.self)
        let reader = Reader()
        reader.read { books[1].count }
        store.send(.bookAdded("Zen"))
        #expect(reader.invalidations == 0)
        #expect(store.scope(each: \.books, id: \.self).count == 3)
    }
}

@MainActor
@Suite("Store: a row's store whose row left its list")
struct StoreDepartedRowTests {
    @Test("given a row's store read by a view, when its row leaves and a row of the same id comes back, then the old store keeps its row, is not invalidated by the new one, and drops its sends")
    func aDepartedRowsStoreDoesNotReattach() {
        let store = Store(Panel.self, input: ())
        store.send(.rowsLoaded(2))
        let second = store.scope(each: \.rows, Panel.Msg.row)[1]
        let view = Reader()
        #expect(view.read { second.title } == "row 2")

        store.send(.rowsLoaded(1))
        store.send(.rowsLoaded(2))  // row 2 comes back, before the old view re-renders
        store.send(.row(2, .renamed("new two")))
        #expect(view.invalidations == 0, "the new row 2 is not the old one")
        #expect(second.title == "row 2")
        second.send(.renamed("late"))
        #expect(store.rows[id: 2]?.title == "new two", "the old store's late send is dropped")

        let again = store.scope(each: \.rows, Panel.Msg.row)[1]
        #expect(again !== second, "the row that came back has a store of its own")
        #expect(again.title == "new two")
    }

    @Test("given a row's store only sent through, when its row leaves, then its sends are dropped, even once a row of its id is back")
    func aDepartedRowsSendsAreDropped() {
        let store = Store(Panel.self, input: ())
        store.send(.rowsLoaded(2))
        let second = store.scope(each: \.rows, Panel.Msg.row)[1]
        store.send(.rowsLoaded(1))
        second.send(.toggled)  // finds no row 2: departed from now on
        store.send(.rowsLoaded(2))
        second.send(.toggled)
        #expect(store.rows[id: 2]?.done == false)
        #expect(!store.model.applied.contains("row 2 toggled"), "no send of the old store reached the scene")
    }
}
