import ReelShell

extension Profile: Scriptable {
    /// `refresh`, `back`.
    public static func commands(for model: Model) -> [ShellCommand<Msg>] {
        [
            ShellCommand("refresh", help: "fetch the profile again (ignored while a fetch runs)") { _ in .refreshTapped },
            ShellCommand("back", help: "go back") { _ in .backTapped },
        ]
    }

    /// `profile`.
    public static func sceneName(of model: Model) -> String { "profile" }
}
