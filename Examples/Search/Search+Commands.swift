import ReelShell

extension Search: Scriptable {
    /// `type [TEXT]` (the whole query; alone, it empties it), `retry`, `down`, `up`, `back`.
    public static func commands(for model: Model) -> [ShellCommand<Msg>] {
        [
            ShellCommand("type", .optionalText("TEXT"), help: "set the whole query (empty without TEXT)") {
                .queryChanged($0.values.first ?? "")
            },
            ShellCommand("retry", help: "send the failed search again") { _ in .retryTapped },
            ShellCommand("down", help: "move ten results down") { _ in .selectionMoved(by: pageStep) },
            ShellCommand("up", help: "move ten results up") { _ in .selectionMoved(by: -pageStep) },
            ShellCommand("back", help: "go back") { _ in .backTapped },
        ]
    }

    /// `search`.
    public static func sceneName(of model: Model) -> String { "search" }

    /// How far `down` and `up` move the highlighted result.
    public static let pageStep = 10
}
