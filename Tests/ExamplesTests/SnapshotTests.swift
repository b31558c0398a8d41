import Catalog
import ExampleApp
import ExampleSupport
import Feed
import Foundation
import Login
import Notes
import Profile
import Reel
import ReelTesting
import Search
import Stopwatch
import Testing

/// Every visible state of every scene, rendered by the app (title bar, back hint, modal) at 80×24
/// and at 40×12, compared with `Snapshots/<Scene>/<state>.txt` and `<state>-narrow.txt`.
@Suite("Screens")
struct SnapshotTests {
    private let api = Fixtures.api

    private func check(_ name: String, in folder: String, _ frame: (FrameSize) throws -> Frame) rethrows {
        assertSnapshot(of: try frame(.standard), named: name, in: folder)
        assertSnapshot(of: try frame(Screens.narrow), named: "\(name)-narrow", in: folder)
    }

    @Test("login: empty, filled, invalid, signing in, failed")
    func login() {
        let states: [(String, Login.Model)] = [
            ("empty", Login.Model(api: api)),
            ("filled", Login.Model(api: api, firstName: "Ada", lastName: "Lovelace")),
            ("invalid", Login.Model(api: api, firstName: "Ada", status: .invalid("Please enter your last name."))),
            ("signing-in", Login.Model(api: api, firstName: "Ada", lastName: "Lovelace", status: .signingIn)),
            ("failed", Login.Model(api: api, firstName: "Ada", lastName: "Lovelace", status: .failed("server unreachable: connection refused"))),
        ]
        for (name, model) in states {
            check(name, in: "Login") { Screens.frame([(.login(model), .root)], size: $0) }
        }
    }

    @Test("stopwatch: ready, running with laps")
    func stopwatch() {
        let at = Date(timeIntervalSince1970: 1_767_225_600 + 3_723)
        let laps = [Stopwatch.Lap(number: 1, elapsed: .milliseconds(1_200), at: at), Stopwatch.Lap(number: 2, elapsed: .milliseconds(61_300), at: at)]
        check("ready", in: "Stopwatch") { Screens.overHome(.stopwatch(Stopwatch.Model()), size: $0) }
        check("running", in: "Stopwatch") {
            Screens.overHome(.stopwatch(Stopwatch.Model(running: true, elapsed: .milliseconds(62_500), laps: laps)), size: $0)
        }
    }

    @Test("notes: loading, empty, some, unsaved, unreadable")
    func notes() {
        let some = [Note(id: UUID(), text: "Buy milk"), Note(id: UUID(), text: "Call Bob about the 🍋 tart")]
        let states: [(String, Notes.Model)] = [
            ("loading", Notes.Model(path: "notes.json")),
            ("empty", Notes.Model(path: "notes.json", file: .saved)),
            ("some", Notes.Model(path: "notes.json", notes: some, file: .saved)),
            ("unsaved", Notes.Model(path: "notes.json", notes: some, file: .unsaved("cannot save notes.json: No space left on device"))),
            ("unreadable", Notes.Model(path: "notes.json", file: .unreadable("notes.json is not a notes file; it is left as it was"))),
        ]
        for (name, model) in states {
            check(name, in: "Notes") { Screens.overHome(.notes(model), size: $0) }
        }
    }

    @Test("feed: waiting, live, paused, failed")
    func feed() {
        let lines = (0..<30).map { "09:\($0 < 10 ? "0" : "")\($0) event \($0 + 1)" }
        let states: [(String, Feed.Model)] = [
            ("waiting", Feed.Model(api: api)),
            ("live", Feed.Model(api: api, lines: lines)),
            ("paused", Feed.Model(api: api, lines: Array(lines.prefix(3)), stream: .paused)),
            ("failed", Feed.Model(api: api, lines: Array(lines.prefix(2)), stream: .failed("server unreachable: connection refused"))),
        ]
        for (name, model) in states {
            check(name, in: "Feed") { Screens.overHome(.feed(model), size: $0) }
        }
    }

    @Test("greeting: the home menu")
    func greeting() {
        check("greeting", in: "Greeting") { Screens.frame([(Screens.signedInForm, .root), (Screens.home, .pushed)], size: $0) }
    }

    @Test("search: empty, loading, results, scrolled, no results, error")
    func search() throws {
        let domains = try Screens.domains
        let states: [(String, Search.Model)] = [
            ("empty", Search.Model(api: api)),
            ("loading", Search.Model(api: api, query: "med", searched: "med", phase: .loading("med"))),
            ("results", Search.Model(api: api, query: "med", searched: "med", phase: .found(domains))),
            ("results-scrolled", Search.Model(api: api, query: "med", searched: "med", phase: .found(domains), selection: 40)),
            ("no-results", Search.Model(api: api, query: "zzz", searched: "zzz", phase: .nothing)),
            ("error", Search.Model(api: api, query: "med", searched: "med", phase: .failed("server unreachable: connection refused"))),
        ]
        for (name, model) in states {
            check(name, in: "Search") { Screens.overHome(.search(model), size: $0) }
        }
    }

    @Test("catalog: loading, list, details, modal, list error")
    func catalog() throws {
        let fruit = try Screens.fruit
        let (lemon, picture) = try Screens.lemon
        let list = Screen.catalog(CatalogList.Model(api: api, type: "fruit", phase: .loaded(type: "Fruit", items: fruit), selection: 8))
        let details = Screen.item(ItemDetails.Model(api: api, itemID: "lemon", phase: .loaded(lemon), picture: .shown(picture, cached: false)))
        let share = Screen.share(ShareSheet.start(ShareSheet.Input(api: api, itemID: "lemon", name: "Lemon")).0)
        check("loading", in: "Catalog") { Screens.overHome(.catalog(CatalogList.Model(api: api, type: "fruit")), size: $0) }
        check("list", in: "Catalog") { Screens.overHome(list, size: $0) }
        check("list-error", in: "Catalog") {
            Screens.overHome(.catalog(CatalogList.Model(api: api, type: "fruit", phase: .failed("the request timed out"))), size: $0)
        }
        check("details", in: "Catalog") {
            Screens.frame([(Screens.signedInForm, .root), (Screens.home, .pushed), (list, .pushed), (details, .pushed)], size: $0)
        }
        check("modal", in: "Catalog") {
            Screens.frame([(Screens.signedInForm, .root), (Screens.home, .pushed), (list, .pushed), (details, .pushed), (share, .modal)], size: $0)
        }
    }

    @Test("profile: placeholder, cached, loaded, refreshing, error")
    func profile() throws {
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
        for (name, model) in states {
            check(name, in: "Profile") { Screens.overHome(.profile(model), size: $0) }
        }
    }

    @Test("app: a refused intent shows its reason under the title")
    func notice() {
        check("notice", in: "App") { Screens.frame([(.login(Login.Model(api: api)), .root)], size: $0, notice: "sign in first to open profile") }
    }
}
