import Reel

/// A scriptable scene that keys drive directly in terminal mode, as a pure mapping from its model
/// and a key to one of the messages its words already send.
///
/// The shell keeps the focus (which of the scene's text fields typing goes to; Tab and Shift-Tab
/// move it, and it starts on the first field of each new scene) and asks the scene what a key
/// means. Keys the shell keeps for itself never get here: `:` (the command line), `?` (help),
/// Ctrl-C, Ctrl-D, Ctrl-L, and Tab/Shift-Tab while the scene has fields.
public protocol KeyDriven: Scriptable {
    /// The message a key sends, with the focus on field `focus` (0 when there are none); nil: nothing.
    static func message(for key: Key, focus: Int, in model: Model) -> Msg?
    /// The keys the scene understands now and what they do, for the help overlay.
    static func keyHelp(in model: Model) -> [(keys: String, action: String)]
}
