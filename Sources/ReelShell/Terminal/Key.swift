/// One key press at a terminal, decoded from the bytes it sends.
public enum Key: Hashable, Sendable {
    /// Printable text: one character, or several pasted at once.
    case text(String)
    /// Enter (carriage return or line feed).
    case enter
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// Delete, the key that removes the character under the cursor.
    case delete
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Escape pressed alone.
    case escape
    /// An arrow.
    case up, down, left, right
    /// Page Up and Page Down.
    case pageUp, pageDown
    /// Home and End.
    case home, end
    /// A control key other than those above, by its letter: Ctrl-C is `.control("c")`.
    case control(Character)
    /// A sequence the decoder does not know, kept so that it can be ignored rather than typed.
    case unknown([UInt8])

    /// Ctrl-C.
    public static let interrupt = Key.control("c")
    /// Ctrl-D.
    public static let endOfInput = Key.control("d")
    /// Ctrl-L.
    public static let repaint = Key.control("l")
}
