import ReelShell

extension Login: Scriptable {
    /// `first NAME`, `last NAME`, `login`.
    public static func commands(for model: Model) -> [ShellCommand<Msg>] {
        [
            ShellCommand("first", .text("NAME"), help: "set the first name") { .firstNameChanged($0[0]) },
            ShellCommand("last", .text("NAME"), help: "set the last name") { .lastNameChanged($0[0]) },
            ShellCommand("login", help: "sign in with these names") { _ in .loginTapped },
        ]
    }

    /// `login`.
    public static func sceneName(of model: Model) -> String { "login" }
}
