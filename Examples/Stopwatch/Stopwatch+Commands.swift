import ReelShell

extension Stopwatch: Scriptable {
    /// `start`, `stop`, `lap`, `reset`, `back`.
    public static func commands(for model: Model) -> [ShellCommand<Msg>] {
        [
            ShellCommand("start", help: "start the watch") { _ in .startTapped },
            ShellCommand("stop", help: "stop the watch") { _ in .stopTapped },
            ShellCommand("lap", help: "take a lap") { _ in .lapTapped },
            ShellCommand("reset", help: "stop and clear") { _ in .resetTapped },
            ShellCommand("back", help: "go back") { _ in .backTapped },
        ]
    }

    /// `stopwatch`.
    public static func sceneName(of model: Model) -> String { "stopwatch" }
}
