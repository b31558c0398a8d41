import Catalog
import Feed
import Login
import Notes
import Profile
import Reel
import ReelShell
import Search
import Stopwatch

extension ExampleApp: Scriptable {
    /// The top scene's commands, addressed to it.
    ///
    /// | scene    | commands                                  |
    /// |----------|-------------------------------------------|
    /// | login    | `first NAME`, `last NAME`, `login`        |
    /// | greeting | `open search\|catalog\|profile`, `logout` |
    /// | search   | `type [TEXT]`, `retry`, `down`, `up`, `back` |
    /// | catalog  | `open N`, `retry`, `down`, `up`, `back`   |
    /// | item     | `share`, `retry`, `back`                  |
    /// | share    | `close`                                   |
    /// | profile  | `refresh`, `back`                         |
    /// | stopwatch | `start`, `stop`, `lap`, `reset`, `back`  |
    /// | notes    | `add TEXT`, `delete N`, `save`, `back`    |
    /// | feed     | `pause` or `follow`, `back`               |
    public static func commands(for model: Model) -> [ShellCommand<Msg>] {
        let id = model.top.id
        switch model.top.screen {
        case .login(let scene): return address(Login.commands(for: scene), to: id, as: ScreenMsg.login)
        case .greeting(let scene): return address(Greeting.commands(for: scene), to: id, as: ScreenMsg.greeting)
        case .search(let scene): return address(Search.commands(for: scene), to: id, as: ScreenMsg.search)
        case .catalog(let scene): return address(CatalogList.commands(for: scene), to: id, as: ScreenMsg.catalog)
        case .item(let scene): return address(ItemDetails.commands(for: scene), to: id, as: ScreenMsg.item)
        case .share(let scene): return address(ShareSheet.commands(for: scene), to: id, as: ScreenMsg.share)
        case .profile(let scene): return address(Profile.commands(for: scene), to: id, as: ScreenMsg.profile)
        case .stopwatch(let scene): return address(Stopwatch.commands(for: scene), to: id, as: ScreenMsg.stopwatch)
        case .notes(let scene): return address(Notes.commands(for: scene), to: id, as: ScreenMsg.notes)
        case .feed(let scene): return address(Feed.commands(for: scene), to: id, as: ScreenMsg.feed)
        case .vacated: return []
        }
    }

    /// A scene's commands producing the app's message for the scene with this id.
    private static func address<SceneMsg: Sendable>(
        _ commands: [ShellCommand<SceneMsg>], to id: Int, as wrap: @escaping @Sendable (SceneMsg) -> ScreenMsg
    ) -> [ShellCommand<Msg>] {
        commands.map { $0.map { .screen(id: id, msg: wrap($0)) } }
    }

    /// The top scene's name: `login`, `greeting`, `search`, `catalog`, `item`, `share`, `profile`.
    public static func sceneName(of model: Model) -> String {
        switch model.top.screen {
        case .login(let scene): Login.sceneName(of: scene)
        case .greeting(let scene): Greeting.sceneName(of: scene)
        case .search(let scene): Search.sceneName(of: scene)
        case .catalog(let scene): CatalogList.sceneName(of: scene)
        case .item(let scene): ItemDetails.sceneName(of: scene)
        case .share(let scene): ShareSheet.sceneName(of: scene)
        case .profile(let scene): Profile.sceneName(of: scene)
        case .stopwatch(let scene): Stopwatch.sceneName(of: scene)
        case .notes(let scene): Notes.sceneName(of: scene)
        case .feed(let scene): Feed.sceneName(of: scene)
        case .vacated: ""
        }
    }
}
