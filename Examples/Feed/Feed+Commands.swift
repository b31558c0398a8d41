import ReelShell

extension Feed: Scriptable {
    /// `pause` or `follow`, and `back`.
    public static func commands(for model: Model) -> [ShellCommand<Msg>] {
        [
            model.stream == .live
                ? ShellCommand("pause", help: "stop the stream") { _ in .pauseTapped }
                : ShellCommand("follow", help: "open the stream again") { _ in .followTapped },
            ShellCommand("back", help: "go back") { _ in .backTapped },
        ]
    }

    /// `feed`.
    public static func sceneName(of model: Model) -> String { "feed" }
}
