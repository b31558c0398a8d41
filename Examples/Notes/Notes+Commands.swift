import ReelShell

extension Notes: Scriptable {
    /// `add TEXT`, `delete N`, `save`, `back`.
    public static func commands(for model: Model) -> [ShellCommand<Msg>] {
        [
            ShellCommand("add", .text("TEXT"), help: "add a note") { .addTapped($0.values.first ?? "") },
            ShellCommand("delete", .number("N"), help: "delete note N") { .deleteTapped(Int($0.values.first ?? "") ?? 0) },
            ShellCommand("save", help: "save again after a failed save") { _ in .saveTapped },
            ShellCommand("back", help: "go back") { _ in .backTapped },
        ]
    }

    /// `notes`.
    public static func sceneName(of model: Model) -> String { "notes" }
}
