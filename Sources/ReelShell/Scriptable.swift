import Reel

/// A scene the demo shell can drive: it says which commands the current model accepts.
///
/// An app that is a stack of scenes answers with its top scene's commands, mapped into its own
/// messages, so the words on offer always match what is on screen.
public protocol Scriptable: Scene {
    /// The commands accepted in this state, in the order `:help` lists them.
    static func commands(for model: Model) -> [ShellCommand<Msg>]
    /// The name of what is on screen, for the status line and `:help` (`login`, `search`).
    static func sceneName(of model: Model) -> String
    /// The names of the text fields on screen now, in Tab order: typing at a terminal goes to the
    /// focused one (see ``KeyDriven``). None by default.
    static func fields(in model: Model) -> [String]
}

extension Scriptable {
    /// No fields.
    public static func fields(in model: Model) -> [String] { [] }
}
