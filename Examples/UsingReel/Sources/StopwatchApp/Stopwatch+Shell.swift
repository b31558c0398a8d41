import ReelShell

/// The words a shell (`reel-demo`'s, or your own `Shell<Stopwatch>`) offers for the stopwatch.
extension Stopwatch: Scriptable {
    public static func commands(for model: Model) -> [ShellCommand<Msg>] {
        model.running
            ? [ShellCommand("stop", help: "stop the watch") { _ in .stopTapped }]
            : [ShellCommand("start", help: "start the watch") { _ in .startTapped },
               ShellCommand("reset", help: "back to zero") { _ in .resetTapped }]
    }

    public static func sceneName(of model: Model) -> String { "stopwatch" }
}
