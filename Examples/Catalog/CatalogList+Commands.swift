import ReelShell

extension CatalogList: Scriptable {
    /// `open N`, `retry`, `down`, `up`, `back`.
    public static func commands(for model: Model) -> [ShellCommand<Msg>] {
        [
            ShellCommand("open", .number("N"), help: "open the item on row N") { .rowOpened($0.number(0)) },
            ShellCommand("retry", help: "load the list again after an error") { _ in .retryTapped },
            ShellCommand("down", help: "move ten rows down") { _ in .selectionMoved(by: 10) },
            ShellCommand("up", help: "move ten rows up") { _ in .selectionMoved(by: -10) },
            ShellCommand("back", help: "go back") { _ in .backTapped },
        ]
    }

    /// `catalog`.
    public static func sceneName(of model: Model) -> String { "catalog" }
}
