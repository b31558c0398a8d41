import ReelExampleCatalog
import ReelExampleDice
import ReelExampleApp
import ReelExampleSupport
import ReelExampleFeed
import Foundation
import ReelExampleLogin
import ReelExampleNotes
import ReelExampleProfile
import Reel
import ReelExampleSearch
import ReelExampleStopwatch

/// One visible state of an example screen, as the app renders it at any size.
struct ScreenState {
    /// The snapshot folder: the scene's name.
    let folder: String
    /// The state's name, the snapshot file's stem.
    let name: String
    /// The app's frame at a size.
    let frame: (FrameSize) -> Frame
}

/// Every visible state of every example screen: what the snapshot tests record and the layout
/// tests render at many sizes.
enum ScreenStates {
    private static let api = Fixtures.api

    /// Every state of every screen.
    static var all: [ScreenState] {
        get throws {
            try login + [greeting] + stopwatch + notes + feed + search + catalog + profile + dice + [notice]
        }
    }

    private static func overHome(_ folder: String, _ states: [(String, Screen)]) -> [ScreenState] {
        states.map { name, screen in ScreenState(folder: folder, name: name) { Screens.overHome(screen, size: $0) } }
    }

    static var login: [ScreenState] {
        let states: [(String, Login.Model)] = [
            ("empty", Login.Model(api: api)),
            ("filled", Login.Model(api: api, firstName: "Ada", lastName: "Lovelace")),
            ("invalid", Login.Model(api: api, firstName: "Ada", status: .invalid("Please enter your last name."))),
            ("signing-in", Login.Model(api: api, firstName: "Ada", lastName: "Lovelace", status: .signingIn)),
            ("failed", Login.Model(api: api, firstName: "Ada", lastName: "Lovelace", status: .failed("server unreachable: connection refused"))),
        ]
        return states.map { name, model in ScreenState(folder: "Login", name: name) { Screens.frame([(.login(model), .root)], size: $0) } }
    }

    static var greeting: ScreenState {
        ScreenState(folder: "Greeting", name: "greeting") { Screens.frame([(Screens.signedInForm, .root), (Screens.home, .pushed)], size: $0) }
    }

    static var notice: ScreenState {
        ScreenState(folder: "App", name: "notice") {
            Screens.frame([(.login(Login.Model(api: api)), .root)], size: $0, notice: "sign in first to open profile")
        }
    }

    static var stopwatch: [ScreenState] {
        let at = Date(timeIntervalSince1970: 1_767_225_600 + 3_723)
        let laps = [Stopwatch.Lap(number: 1, elapsed: .milliseconds(1_200), at: at), Stopwatch.Lap(number: 2, elapsed: .milliseconds(61_300), at: at)]
        return overHome("Stopwatch", [
            ("ready", .stopwatch(Stopwatch.Model())),
            ("running", .stopwatch(Stopwatch.Model(running: true, elapsed: .milliseconds(62_500), laps: laps))),
        ])
    }

    static var notes: [ScreenState] {
        let some = [Note(id: UUID(), text: "Buy milk"), Note(id: UUID(), text: "Call Bob about the 🍋 tart")]
        let states: [(String, Notes.Model)] = [
            ("loading", Notes.Model(path: "notes.json")),
            ("empty", Notes.Model(path: "notes.json", file: .saved)),
            ("some", Notes.Model(path: "notes.json", notes: some, file: .saved)),
            ("unsaved", Notes.Model(path: "notes.json", notes: some, file: .unsaved("cannot save notes.json: No space left on device"))),
            ("unreadable", Notes.Model(path: "notes.json", file: .unreadable("notes.json is not a notes file; it is left as it was"))),
        ]
        return overHome("Notes", states.map { ($0.0, .notes($0.1)) })
    }

    static var feed: [ScreenState] {
        let lines = (0..<30).map { "09:\($0 < 10 ? "0" : "")\($0) event \($0 + 1)" }
        let states: [(String, Feed.Model)] = [
            ("waiting", Feed.Model(api: api)),
            ("live", Feed.Model(api: api, lines: lines)),
            ("paused", Feed.Model(api: api, lines: Array(lines.prefix(3)), stream: .paused)),
            ("failed", Feed.Model(api: api, lines: Array(lines.prefix(2)), stream: .failed("server unreachable: connection refused"))),
        ]
        return overHome("Feed", states.map { ($0.0, .feed($0.1)) })
    }

    static var search: [ScreenState] {
        get throws {
            let domains = try Screens.domains
            let states: [(String, Search.Model)] = [
                ("empty", Search.Model(api: api)),
                ("typing", Search.Model(api: api, query: "medi", searched: "med", phase: .found(domains))),
                ("typing-after-nothing", Search.Model(api: api, query: "med", searched: "zzz", phase: .nothing)),
                ("loading", Search.Model(api: api, query: "med", searched: "med", phase: .loading("med"))),
                ("loading-slow", Search.Model(api: api, query: "med", searched: "med", phase: .loading("med"), waited: 7)),
                ("results", Search.Model(api: api, query: "med", searched: "med", phase: .found(domains))),
                ("results-scrolled", Search.Model(api: api, query: "med", searched: "med", phase: .found(domains), selection: 40)),
                ("no-results", Search.Model(api: api, query: "zzz", searched: "zzz", phase: .nothing)),
                ("error", Search.Model(api: api, query: "med", searched: "med", phase: .failed("server unreachable: connection refused"))),
            ]
            return overHome("Search", states.map { ($0.0, .search($0.1)) })
        }
    }

    static var catalog: [ScreenState] {
        get throws {
            let fruit = try Screens.fruit
            let (lemon, picture) = try Screens.lemon
            let list = Screen.catalog(CatalogList.Model(api: api, type: "fruit", phase: .loaded(type: "Fruit", items: fruit), selection: 8))
            let details = Screen.item(ItemDetails.Model(api: api, itemID: "lemon", phase: .loaded(lemon), picture: .shown(picture, cached: false)))
            let share = Screen.share(ShareSheet.start(ShareSheet.Input(api: api, itemID: "lemon", name: "Lemon")).0)
            let underList: [(Screen, ExampleApp.Presentation)] = [(Screens.signedInForm, .root), (Screens.home, .pushed), (list, .pushed)]
            return overHome("Catalog", [
                ("loading", .catalog(CatalogList.Model(api: api, type: "fruit"))),
                ("list", list),
                ("list-error", .catalog(CatalogList.Model(api: api, type: "fruit", phase: .failed("the request timed out")))),
            ]) + [
                ScreenState(folder: "Catalog", name: "details") { Screens.frame(underList + [(details, .pushed)], size: $0) },
                ScreenState(folder: "Catalog", name: "modal") { Screens.frame(underList + [(details, .pushed), (share, .modal)], size: $0) },
            ]
        }
    }

    static var profile: [ScreenState] {
        get throws {
            let avatar = try Screens.avatar
            let cached = TextImage(caption: "Ada (cached)", art: ["   .-\"\"\"-.", "  /       \\", "  |  - -  |", "  |   o   |", "   \\     /", "    '---'"])
            let token = Fixtures.token
            let url = "fixture://api/avatars/ada"
            let states: [(String, Profile.Model)] = [
                ("placeholder", Profile.Model(api: api, token: token, name: "Ada Lovelace", isRefreshing: true)),
                ("cached", Profile.Model(api: api, token: token, name: "Ada Lovelace", friends: 128, avatarURL: url, avatar: .cached(cached))),
                ("loaded", Profile.Model(api: api, token: token, name: "Ada Lovelace", friends: 128, avatarURL: url, avatar: .network(avatar))),
                ("refreshing", Profile.Model(api: api, token: token, name: "Ada Lovelace", friends: 128, avatarURL: url, avatar: .network(avatar), isRefreshing: true)),
                ("error", Profile.Model(api: api, token: token, name: "Ada Lovelace", friends: 128, avatarURL: url, avatar: .network(avatar),
                                        error: "Could not load the profile: server answered 500")),
            ]
            return overHome("Profile", states.map { ($0.0, .profile($0.1)) })
        }
    }

    static var dice: [ScreenState] {
        overHome("Dice", [
            ("ready", .dice(Dice.Model())),
            ("rolled", .dice(Dice.Model(faces: [3, 5], totals: [8, 12, 2, 7]))),
            ("in-the-air", .dice(Dice.Model(faces: [nil, 4], totals: [8]))),
        ])
    }
}
