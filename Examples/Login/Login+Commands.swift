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

extension Greeting: Scriptable {
    /// `open search|catalog|profile`, `logout`.
    public static func commands(for model: Model) -> [ShellCommand<Msg>] {
        [
            ShellCommand("open", .choice("SCREEN", Destination.allCases.map(\.rawValue)), help: "open an example") {
                .openTapped(Destination(rawValue: $0[0]) ?? .search)
            },
            ShellCommand("logout", help: "sign out and clear the login form") { _ in .logoutTapped },
        ]
    }

    /// `greeting`.
    public static func sceneName(of model: Model) -> String { "greeting" }
}
