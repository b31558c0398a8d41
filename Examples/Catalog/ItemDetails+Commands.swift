import ReelShell

extension ItemDetails: Scriptable {
    /// `share`, `retry`, `back`.
    public static func commands(for model: Model) -> [ShellCommand<Msg>] {
        [
            ShellCommand("share", help: "share the item") { _ in .shareTapped },
            ShellCommand("retry", help: "load the item again after an error") { _ in .retryTapped },
            ShellCommand("back", help: "go back to the list") { _ in .backTapped },
        ]
    }

    /// `item`.
    public static func sceneName(of model: Model) -> String { "item" }
}
