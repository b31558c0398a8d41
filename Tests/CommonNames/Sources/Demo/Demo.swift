import Counter
import ReelShell

/// The words a shell offers for the counter.
extension Counter: Scriptable {
    public static func commands(for model: Model) -> [ShellCommand<Msg>] {
        [ShellCommand("up", help: "count one more") { _ in .incrementTapped },
         ShellCommand("down", help: "count one less") { _ in .decrementTapped }]
    }

    public static func sceneName(of model: Model) -> String { "counter" }
}
