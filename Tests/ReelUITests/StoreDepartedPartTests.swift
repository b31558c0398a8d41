import Reel
import ReelUI
import Testing

@MainActor
@Suite("Store: a departed part's store stays with the part it showed")
struct StoreDepartedPartTests {
    @Test("given item 1's sheet closed and item 2's opened, then item 1's store still shows item 1, its late keystroke is dropped, and item 2 has a store of its own")
    func aDismissedSheetsStoreDoesNotReattach() {
        let store = Store(Editor.self, input: ())
        store.send(.opened(1))
        guard let first = store.scope(\.editing, Editor.Msg.editing) else {
            Issue.record("item 1 opened but its store is nil")
            return
        }
        let sheet = Reader()
        #expect(sheet.read { first.title } == "milk")

        store.send(.closed)
        store.send(.opened(2))  // no read in between: the new sheet comes before the old one's view re-renders
        #expect(sheet.invalidations == 0, "item 2's arrival is not item 1's change")
        #expect(first.title == "milk")
        first.send(.titleChanged("milk!"))  // the departing view's late keystroke
        #expect(store.model.todos.map(\.title) == ["milk", "eggs"], "it edits neither item")

        let second = store.scope(\.editing, Editor.Msg.editing)
        #expect(second != nil && second !== first)
        #expect(second?.title == "eggs")
        #expect(second?.id == 2)
    }

    @Test("given item 1's sheet, when item 2 replaces it in place, then item 2 gets a new store with its id and item 1's store sends nowhere")
    func replacingAnIdentifiablePartInPlaceGivesANewStore() {
        let store = Store(Editor.self, input: ())
        store.send(.opened(1))
        let editing = { store.scope(\.editing, Editor.Msg.editing) }  // the sheet's one call
        let first = editing()
        #expect(first?.id == 1)
        store.send(.opened(2))
        let second = editing()
        #expect(second != nil && second !== first, "sheet(item:) sees another item and presents it")
        #expect(second?.id == 2)
        #expect(first?.title == "milk")
        first?.send(.titleChanged("milk!"))
        second?.send(.titleChanged("eggs!"))
        #expect(store.model.todos.map(\.title) == ["milk", "eggs!"])
        #expect(editing() === second, "the same item gives the same store")
    }

    @Test("given a panel's store only sent through, when the panel closes and opens again, then the old store's sends are dropped and the new panel has a new store")
    func aPartThatLeftAndCameBackIsAnotherPart() {
        let store = Store(Shelf.self, input: ())
        store.send(.panelOpened)
        let old = store.scope(\.panel, Shelf.Msg.panel)
        old?.send(.tapped)
        store.send(.panelClosed)
        store.send(.panelOpened)
        old?.send(.tapped)
        #expect(store.model.panel?.count == 0, "the old panel's tap does not reach the new panel")
        let new = store.scope(\.panel, Shelf.Msg.panel)
        #expect(new != nil && new !== old)
        #expect(new?.count == 0)
        #expect(old?.count == 1, "the old store shows the panel it showed")
    }
}
