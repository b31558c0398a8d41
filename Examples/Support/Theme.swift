import Reel

/// The example app's styles, in one place so every screen looks alike: titles bold, hints and
/// back links dim, the selected row reversed, text fields underlined, errors bold red.
///
/// Text that starts with `! ` is an error in the examples: the shared helpers (status line,
/// paragraphs, the notice under the title) draw it in ``error`` on their own.
public enum Theme {
    /// A screen's title in the title bar.
    public static let title = Style.bold
    /// Key hints in the status line and the back link in the title bar.
    public static let hint = Style.dim
    /// The selected row of a list.
    public static let selection = Style.reverse
    /// The value box of a text field.
    public static let field = Style.underline
    /// An error: a message starting with `! `.
    public static let error = Style(.bold, foreground: .red)

    /// ``error`` for text that starts with `! `, plain otherwise.
    public static func message(_ text: String) -> Style { text.hasPrefix("! ") ? error : .plain }
}
