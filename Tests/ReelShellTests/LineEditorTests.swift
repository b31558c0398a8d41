import ReelShell
import Testing

@Suite("Command line editor")
struct LineEditorTests {
    @Test("given typed text, when the cursor moves and keys edit, then the text changes at the cursor")
    func editing() {
        var editor = LineEditor()
        editor.press(.text("frst Ada"), .home, .right, .text("i"))
        #expect(editor.line == "first Ada")
        #expect(editor.cursor == 2)
        editor.press(.end, .backspace, .left, .delete)
        #expect(editor.line == "first A")
    }

    @Test("given lines entered, when Up and Down are pressed, then the history comes back, and the draft after it")
    func history() {
        var editor = LineEditor()
        editor.press(.text("first Ada"))
        #expect(editor.handle(.enter) == .entered("first Ada"))
        editor.press(.text("last Lovelace"))
        #expect(editor.handle(.enter) == .entered("last Lovelace"))
        editor.press(.text("lo"), .up)
        #expect(editor.line == "last Lovelace")
        editor.press(.up, .up)
        #expect(editor.line == "first Ada")
        editor.press(.down, .down)
        #expect(editor.line == "lo")
    }

    @Test("given an empty line, when Backspace or Esc is pressed, then editing is cancelled")
    func cancel() {
        var editor = LineEditor()
        #expect(editor.handle(.backspace) == .cancelled)
        editor.press(.text("x"))
        #expect(editor.handle(.escape) == .cancelled)
    }

    @Test("given a line, when Ctrl-U, Backspace at the start, Delete at the end or an unbound key, then only Ctrl-U changes it")
    func clearAndNoOps() {
        var editor = LineEditor()
        editor.press(.text("ab"), .delete, .home, .backspace, .pageUp, .tab)
        #expect(editor.line == "ab")
        #expect(editor.cursor == 0)
        editor.press(.end, .control("u"))
        #expect(editor.line == "")
        #expect(editor.cursor == 0)
    }

    @Test("given no history, when Up or Down is pressed, then the line stays as typed")
    func noHistory() {
        var editor = LineEditor()
        editor.press(.text("draft"), .up, .down)
        #expect(editor.line == "draft")
        #expect(editor.handle(.enter) == .entered("draft"))
        editor.press(.up, .up)
        #expect(editor.line == "draft")
        #expect(editor.handle(.enter) == .entered("draft"))
        editor.press(.up, .up, .down)
        #expect(editor.line == "", "the same line twice is one history entry: one Down is back at the empty draft")
    }
}

extension LineEditor {
    /// Presses keys that only edit.
    fileprivate mutating func press(_ keys: Key...) {
        for key in keys { #expect(handle(key) == .editing) }
    }
}
