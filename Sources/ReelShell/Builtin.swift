/// The shell's own commands, written with a leading colon so they never clash with a scene's words.
public enum Builtin: Equatable, Sendable {
    /// `:help` — the current scene's commands and these.
    case help
    /// `:quit` (also end of input, Ctrl-D).
    case quit
    /// `:record FILE` — start recording the session as a message log.
    case record(String)
    /// `:stop` — stop recording.
    case stop
    /// `:replay FILE` — replay a log and show its frames.
    case replay(String)
    /// `:back N` — show the frame N steps back in this session.
    case back(Int)
    /// `:forward N` — move N steps forward again, towards the present.
    case forward(Int)
    /// `:now` — leave the past shown by `:back` and show the present.
    case now
    /// `:frame` — print the current frame again.
    case frame
    /// `:log N` — the last N steps.
    case log(Int)
    /// `:wait D` — let time pass: piped, the virtual clock moves on by D (ticks and timers due fire);
    /// interactive, the shell waits D of real time.
    case wait(Duration)

    /// Each built-in's usage and help, as `:help` lists them.
    public static let catalog: [(usage: String, help: String)] = [
        (":help", "list the commands of this screen and the shell's own"),
        (":quit", "leave (end of input and Ctrl-D do too)"),
        (":record FILE", "record this session as a message log"),
        (":stop", "stop recording"),
        (":replay FILE", "replay a recorded log and show its frames"),
        (":back [N]", "show the frame N steps back (default 1)"),
        (":forward [N]", "move N steps forward again (default 1)"),
        (":now", "return to the present after :back"),
        (":frame", "print the current frame again"),
        (":log [N]", "show the last N steps (default 10)"),
        (":wait D", "let D pass (300ms, 1.5s, 2m): timers and ticks due fire"),
    ]

    /// The built-ins' names, for suggestions.
    static let names = catalog.map { String($0.usage.split(separator: " ")[0]) }
}
