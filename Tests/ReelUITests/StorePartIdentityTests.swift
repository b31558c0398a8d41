import Reel
import ReelUI
import Testing

@MainActor
@Suite("Store: a part's store is identified by everything that makes it")
struct StorePartIdentityTests {
    @Test("given one part scoped with two tags that wrap its messages differently, then each store sends its own messages")
    func aTaggedScopeWrapsItsOwnWay() {
        let store = Store(Panel.self, input: ())
        // Each scope is one call, evaluated as a view's body is, again and again.
        let fieldScope = { store.scope(\.query, Panel.Msg.queryChanged) }
        let echoScope = { store.scope(\.query, tag: "echo", Panel.Msg.echoTapped) }
        let field = fieldScope()
        let echo = echoScope()
        #expect(field !== echo)
        field.send("m")
        echo.send("hi")
        #expect(store.model.applied == ["query m", "echo hi", "answer echo hi"])
        #expect(echoScope() === echo, "the same call gives the same store")
        #expect(fieldScope() === field)
    }

    @Test("given one optional part scoped with two tags, then each store sends its own messages")
    func aTaggedOptionalScopeWrapsItsOwnWay() {
        let store = Store(Shelf.self, input: ())
        store.send(.panelOpened)
        let panel = store.scope(\.panel, Shelf.Msg.panel)
        let books = store.scope(\.panel, tag: "books") { (msg: Panel.Msg) in Shelf.Msg.bookAdded("\(msg)") }
        #expect(panel != nil && books != nil && panel !== books)
        panel?.send(.tapped)
        books?.send(.tapped)
        #expect(store.model.panel?.count == 1)
        #expect(store.model.books == ["Dune", "Emma", "tapped"])
    }

    @Test("given one key path scoped with two message types, then they are two stores, each sending its own way")
    func anotherMessageTypeIsAnotherStore() {
        let store = Store(Panel.self, input: ())
        let text = store.scope(\.query, Panel.Msg.queryChanged)
        let count = store.scope(\.query) { (count: Int) in Panel.Msg.rowsLoaded(count) }
        text.send("med")
        count.send(2)
        #expect(text.model == "med" && count.model == "med")
        #expect(store.model.applied == ["query med", "rows 2"])
    }

    @Test("given one key path scoped as a part and as rows, in either order, then neither traps and each works")
    func aPartAndRowsOfOneKeyPathAreTwoStores() {
        let store = Store(Panel.self, input: ())
        store.send(.rowsLoaded(2))
        let wholeScope = { store.scope(\.rows, Panel.Msg.rowsLoaded) }
        let whole = wholeScope()
        let rows = store.scope(each: \.rows, Panel.Msg.row)
        let wholeAgain = wholeScope()
        #expect(whole === wholeAgain)
        #expect(rows.map(\.title) == ["row 1", "row 2"])
        rows[1].send(.toggled)
        whole.send(3)
        #expect(whole.model.count == 3)
        #expect(store.scope(each: \.rows, Panel.Msg.row).map(\.done) == [false, false, false])
        #expect(store.model.applied == ["rows 2", "row 2 toggled", "rows 3"])
    }
}
