import Reel
import ReelShell

extension ExampleApp: Scriptable {
    /// The top scene's words (see ``screens``), addressed to it.
    public static func commands(for model: Model) -> [ShellCommand<Msg>] {
        let id = model.topID
        return words(for: model.top.screen).map { $0.map { .screen(id: id, msg: $0) } }
    }

    /// The top scene's name: `login`, `greeting`, `search`, `catalog`, `item`, `share`, `profile`…
    public static func sceneName(of model: Model) -> String { model.top.screen.name }

    /// The words that drive a screen now.
    static func words(for screen: Screen) -> [ShellCommand<ScreenMsg>] {
        screens.first { $0.name == screen.name }?.words(screen) ?? []
    }

    /// The status line's hint for a screen: its words, short.
    static func hint(for screen: Screen) -> String {
        words(for: screen).map(\.hint).joined(separator: " · ")
    }
}
