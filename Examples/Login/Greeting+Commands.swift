import ReelShell

extension Greeting: Scriptable {
    /// `open search|catalog|profile|stopwatch|notes|feed`, `logout`.
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
