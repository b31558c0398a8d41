import ReelExampleCatalog
import ReelExampleDice
import ReelExampleSupport
import ReelExampleFeed
import ReelExampleLogin
import ReelExampleNotes
import ReelExampleProfile
import Reel
import ReelShell
import ReelExampleSearch
import ReelExampleStopwatch

extension ExampleApp {
    /// Every scene the app can show, with the shell words that drive it: adding a scene to the
    /// app is adding it here. Each scene offers only the words that make sense in its state, and
    /// its status line's hint is made from them.
    ///
    /// | scene     | route                       | words                                     |
    /// |-----------|-----------------------------|-------------------------------------------|
    /// | login     | `login`                     | `first NAME`, `last NAME`, `login`        |
    /// | greeting  | `home` (signed in)          | `open SCREEN`, `logout`                   |
    /// | search    | `search`                    | `type [TEXT]`, `retry`, `down`, `up`, `back` |
    /// | catalog   | `catalog`, `catalog?type=T` | `open N`, `retry`, `down`, `up`, `back`   |
    /// | item      | `catalog/item/ID`           | `share`, `retry`, `back`                  |
    /// | share     | `share/ID?name=NAME`        | `close`                                   |
    /// | profile   | `profile` (signed in)       | `refresh`, `back`                         |
    /// | stopwatch | `stopwatch`                 | `start`, `stop`, `lap`, `reset`, `back`   |
    /// | notes     | `notes`                     | `add TEXT`, `delete N`, `save`, `back`    |
    /// | feed      | `feed`                      | `pause` or `follow`, `back`               |
    /// | dice      | `dice`                      | `roll`, `back`                            |
    public static let screens: [ScreenKind] = [
        ScreenKind(Login.self) { _ in
            [
                ShellCommand("first", .text("NAME"), help: "set the first name") { .firstNameChanged($0[0]) },
                ShellCommand("last", .text("NAME"), help: "set the last name") { .lastNameChanged($0[0]) },
                ShellCommand("login", help: "sign in with these names") { _ in .loginTapped },
            ]
        },
        ScreenKind(Greeting.self) { _ in
            [
                ShellCommand("open", .choice("SCREEN", Greeting.Destination.allCases.map(\.rawValue)), help: "open an example") {
                    .openTapped(Greeting.Destination(rawValue: $0[0]) ?? .search)
                },
                ShellCommand("logout", help: "sign out and clear the login form") { _ in .logoutTapped },
            ]
        },
        ScreenKind(Search.self) { model in
            let type = ShellCommand<Search.Msg>("type", .optionalText("TEXT"), help: "set the whole query (empty without TEXT)") {
                .queryChanged($0.values.first ?? "")
            }
            switch model.phase {
            case .found: return [type, .down("results", by: Search.pageStep), .up("results", by: Search.pageStep), .back]
            case .failed: return [type, ShellCommand("retry", help: "send the failed search again") { _ in .retryTapped }, .back]
            case .prompt, .loading, .nothing: return [type, .back]
            }
        },
        ScreenKind(CatalogList.self) { model in
            switch model.phase {
            case .loading: return [.back]
            case .failed: return [ShellCommand("retry", help: "load the list again") { _ in .retryTapped }, .back]
            case .loaded:
                return [
                    ShellCommand("open", .number("N"), help: "open the item on row N") { .rowOpened($0.number(0)) },
                    .down("rows", by: 10), .up("rows", by: 10), .back,
                ]
            }
        },
        ScreenKind(ItemDetails.self) { model in
            switch model.phase {
            case .loading: return [.back]
            case .failed: return [ShellCommand("retry", help: "load the item again") { _ in .retryTapped }, .back]
            case .loaded: return [ShellCommand("share", help: "share the item") { _ in .shareTapped }, .back]
            }
        },
        ScreenKind(ShareSheet.self) { _ in [ShellCommand("close", help: "close the share sheet") { _ in .closeTapped }] },
        ScreenKind(Profile.self) { model in
            model.isRefreshing
                ? [.back] : [ShellCommand("refresh", help: "fetch the profile again") { _ in .refreshTapped }, .back]
        },
        ScreenKind(Stopwatch.self) { _ in
            [
                ShellCommand("start", help: "start the watch") { _ in .startTapped },
                ShellCommand("stop", help: "stop the watch") { _ in .stopTapped },
                ShellCommand("lap", help: "take a lap") { _ in .lapTapped },
                ShellCommand("reset", help: "stop and clear") { _ in .resetTapped },
                .back,
            ]
        },
        ScreenKind(Notes.self) { _ in
            [
                ShellCommand("add", .text("TEXT"), help: "add a note") { .addTapped($0.values.first ?? "") },
                ShellCommand("delete", .number("N"), help: "delete note N") { .deleteTapped(position: $0.number(0)) },
                ShellCommand("save", help: "save again after a failed save") { _ in .saveTapped },
                .back,
            ]
        },
        ScreenKind(Feed.self) { model in
            [
                model.stream == .live
                    ? ShellCommand("pause", help: "stop the stream") { _ in .pauseTapped }
                    : ShellCommand("follow", help: "open the stream again") { _ in .followTapped },
                .back,
            ]
        },
        ScreenKind(Dice.self) { _ in [ShellCommand("roll", help: "throw the dice") { _ in .rollTapped }, .back] },
    ]
}

/// Scenes whose messages say "go back" and "move the selection".
protocol BackTappable { static var backTapped: Self { get } }
protocol SelectionMovable { static func selectionMoved(by rows: Int) -> Self }
extension Search.Msg: BackTappable, SelectionMovable {}
extension CatalogList.Msg: BackTappable, SelectionMovable {}
extension ItemDetails.Msg: BackTappable {}
extension Profile.Msg: BackTappable {}
extension Stopwatch.Msg: BackTappable {}
extension Notes.Msg: BackTappable {}
extension Feed.Msg: BackTappable {}
extension Dice.Msg: BackTappable {}

extension ShellCommand where Msg: BackTappable {
    /// `back`.
    static var back: ShellCommand { ShellCommand("back", help: "go back") { _ in .backTapped } }
}

extension ShellCommand where Msg: SelectionMovable {
    /// `down`: the selection moves `step` down.
    static func down(_ what: String, by step: Int) -> ShellCommand {
        ShellCommand("down", help: "move \(step) \(what) down") { _ in .selectionMoved(by: step) }
    }

    /// `up`: the selection moves `step` up.
    static func up(_ what: String, by step: Int) -> ShellCommand {
        ShellCommand("up", help: "move \(step) \(what) up") { _ in .selectionMoved(by: -step) }
    }
}
