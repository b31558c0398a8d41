import ReelShell

extension ShareSheet: Scriptable {
    /// `close`.
    public static func commands(for model: Model) -> [ShellCommand<Msg>] {
        [ShellCommand("close", help: "close the share sheet") { _ in .closeTapped }]
    }

    /// `share`.
    public static func sceneName(of model: Model) -> String { "share" }
}
