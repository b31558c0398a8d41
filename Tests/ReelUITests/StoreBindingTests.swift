import Reel
import ReelUI
import Testing

@MainActor
@Suite("Store: a binding's field shows what the model kept")
struct StoreBindingTests {
    @Test("given a field bound to a title that keeps no digits, when a digit is typed, then the field is invalidated and reads the title the model kept")
    func aRefusedEditIsToldToTheField() {
        let store = Store(Editor.self, input: ())
        store.send(.opened(1))
        guard let sheet = store.scope(\.editing, Editor.Msg.editing) else {
            Issue.record("item 1 opened but its store is nil")
            return
        }
        let title = sheet.binding(\.title, send: Editor.TodoMsg.titleChanged)
        let field = Reader()
        let list = Reader()
        #expect(field.read { title.wrappedValue } == "milk")
        list.read { store.todos }

        title.wrappedValue = "milk2"
        #expect(field.invalidations == 1, "the field shows 'milk2' until told to re-read")
        #expect(field.read { title.wrappedValue } == "milk")
        #expect(list.invalidations == 0, "nothing changed for readers of the list")

        title.wrappedValue = "milks"
        #expect(field.invalidations == 2)
        #expect(field.read { title.wrappedValue } == "milks")
        #expect(list.invalidations == 1)
    }

    @Test("given a field bound to a title, when a digit is typed among letters, then the field is told once and reads what was kept")
    func aPartlyRefusedEditIsToldOnce() {
        let store = Store(Editor.self, input: ())
        store.send(.opened(2))
        let title = store.scope(\.editing, Editor.Msg.editing)!.binding(\.title, send: Editor.TodoMsg.titleChanged)
        let field = Reader()
        field.read { title.wrappedValue }
        title.wrappedValue = "eg1gs"
        #expect(field.invalidations == 1)
        #expect(field.read { title.wrappedValue } == "eggs")
    }

    @Test("given a field of a dismissed sheet, when a late keystroke is typed, then it is dropped and the field reads what the sheet showed")
    func aKeystrokeToADepartedPartIsToldToTheField() {
        let store = Store(Editor.self, input: ())
        store.send(.opened(1))
        let title = store.scope(\.editing, Editor.Msg.editing)!.binding(\.title, send: Editor.TodoMsg.titleChanged)
        let field = Reader()
        field.read { title.wrappedValue }
        store.send(.closed)
        title.wrappedValue = "milky"
        #expect(field.invalidations == 1)
        #expect(field.read { title.wrappedValue } == "milk")
        #expect(store.todos.map(\.title) == ["milk", "eggs"])
    }
}
