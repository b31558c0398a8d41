import Catalog
import Feed
import ExampleSupport
import Foundation
import Login
import Notes
import Profile
import Reel
import Search
import Stopwatch

/// The app's routes: how a scene's intent (`push catalog/item/lemon`) becomes a started scene.
///
/// | route                       | scene                            |
/// |-----------------------------|----------------------------------|
/// | `login`                     | the login form                   |
/// | `home`                      | the greeting (needs a session)   |
/// | `search`                    | the domain search                |
/// | `catalog`, `catalog?type=T` | the catalog's list (type `fruit`) |
/// | `catalog/item/ID`           | an item's details                |
/// | `share/ID?name=NAME`        | the share sheet                  |
/// | `profile`                   | the profile (needs a session)    |
/// | `stopwatch`                 | the stopwatch                    |
/// | `notes`                     | the notes                        |
/// | `feed`                      | the live feed                    |
///
/// Path segments and query values are percent-decoded. A route that names no scene, or one
/// that needs a session when there is none, is refused with a one-line reason.
enum Routes {
    /// The scene a route starts, with its startup effect; or why it cannot be opened.
    static func start(
        _ route: Route, api: API, session: Session?, notesPath: String
    ) -> Result<(Screen, Effect<ScreenMsg>), RouteRefusal> {
        let (segments, query) = parse(route.path)
        switch segments {
        case ["login"]:
            return .success(wrap(Login.start(Login.Input(api: api, session: session)), Screen.login, ScreenMsg.login))
        case ["home"]:
            guard let session else { return .failure(RouteRefusal("sign in first to open \(route)")) }
            return .success(wrap(Greeting.start(session.user), Screen.greeting, ScreenMsg.greeting))
        case ["search"]:
            return .success(wrap(Search.start(Search.Input(api: api)), Screen.search, ScreenMsg.search))
        case ["catalog"]:
            let input = CatalogList.Input(api: api, type: query["type"] ?? "fruit")
            return .success(wrap(CatalogList.start(input), Screen.catalog, ScreenMsg.catalog))
        case let path where path.count == 3 && path[0] == "catalog" && path[1] == "item" && !path[2].isEmpty:
            let input = ItemDetails.Input(api: api, itemID: path[2])
            return .success(wrap(ItemDetails.start(input), Screen.item, ScreenMsg.item))
        case let path where path.count == 2 && path[0] == "share" && !path[1].isEmpty:
            let input = ShareSheet.Input(api: api, itemID: path[1], name: query["name"] ?? path[1])
            return .success(wrap(ShareSheet.start(input), Screen.share, ScreenMsg.share))
        case ["profile"]:
            guard let session else { return .failure(RouteRefusal("sign in first to open \(route)")) }
            return .success(wrap(Profile.start(Profile.Input(api: api, session: session)), Screen.profile, ScreenMsg.profile))
        case ["stopwatch"]:
            return .success(wrap(Stopwatch.start(()), Screen.stopwatch, ScreenMsg.stopwatch))
        case ["feed"]:
            return .success(wrap(Feed.start(Feed.Input(api: api)), Screen.feed, ScreenMsg.feed))
        case ["notes"]:
            return .success(wrap(Notes.start(Notes.Input(path: notesPath)), Screen.notes, ScreenMsg.notes))
        default:
            return .failure(RouteRefusal("no screen for route \"\(route)\""))
        }
    }

    /// A route's path segments and query items, percent-decoded; empty segments are skipped.
    static func parse(_ text: String) -> (segments: [String], query: [String: String]) {
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let segments = parts[0].split(separator: "/").map { decode($0) }
        var query: [String: String] = [:]
        if parts.count > 1 {
            for item in parts[1].split(separator: "&") {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                query[decode(pair[0])] = pair.count > 1 ? decode(pair[1]) : ""
            }
        }
        return (segments, query)
    }

    private static func decode(_ text: Substring) -> String {
        String(text).removingPercentEncoding ?? String(text)
    }

    private static func wrap<Model, Msg: Sendable>(
        _ started: (Model, Effect<Msg>), _ screen: (Model) -> Screen, _ msg: @escaping @Sendable (Msg) -> ScreenMsg
    ) -> (Screen, Effect<ScreenMsg>) {
        (screen(started.0), started.1.map(msg))
    }
}
