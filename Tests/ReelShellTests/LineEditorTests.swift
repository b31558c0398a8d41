import ReelShell
import Testing

@Suite("Command line editor")
struct LineEditorTests {
    @Test("given typed text, when the cursor moves and keys edit, then the text changes at the cursor")
    func editing() {
        var editor = LineEditor()
        _ = editor.handle(.text("frst Ada"))
        _ = editor.handle(.home)
        _ = editor.handle(.right)
        _ = editor.handle(.text("i"))
        #expect(editor.line == "first Ada")
        #expect(editor.cursor == 2)
        _ = editor.handle(.end)
        _ = editor.handle(.backspace)
        _ = editor.handle(.left)
        _ = editor.handle(.delete)
        #expect(editor.line == "first A")
    }

    @Test("given lines entered, when Up and Down are pressed, then the history comes back, and the draft after it")
    func history() {
        var editor = LineEditor()
        _ = editor.handle(.text("first Ada"))
        #expect(editor.handle(.enter) == .entered("first Ada"))
        _ = editor.handle(.text("last Lovelace"))
        #expect(editor.handle(.enter) == .entered("last Lovelace"))
        _ = editor.handle(.text("lo"))
        _ = editor.handle(.up)
        #expect(editor.line == "last Lovelace")
        _ = editor.handle(.up)
        _ = editor.handle(.up)
        #expect(editor.line == "first Ada")
        _ = editor.handle(.down)
        _ = editor.handle(.down)
        #expect(editor.line == "lo")
    }

    @Test("given an empty line, when Backspace or Esc is pressed, then editing is cancelled")
    func cancel() {
        var editor = LineEditor()
        #expect(editor.handle(.backspace) == .cancelled)
        _ = editor.handle(.text("x"))
        #expect(editor.handle(.escape) == .cancelled)
    }
}
