import ReelExampleCatalog
import ReelExampleApp
import ReelExampleSupport
import ReelExampleLogin
import ReelExampleNotes
import ReelExampleProfile
import Reel
import ReelShell
import ReelExampleSearch
import ReelExampleStopwatch
import Testing

/// The shell's words for each scene: scripts depend on them, so they are pinned here.
@Suite("Shell commands")
struct CommandTableTests {
    private let api = Fixtures.api

    private func app(_ screens: [Screen]) -> ExampleApp.Model {
        let layers = screens.enumerated().map { ExampleApp.Layer($0.element, $0.offset == 0 ? .root : .pushed) }
        return ExampleApp.Model(api: api, session: Fixtures.session, stack: SceneStack(layers))
    }

    /// The message a line builds on this model; nil when the parser refuses it.
    private func message(_ line: String, on model: ExampleApp.Model) -> ExampleApp.Msg? {
        guard case .success(.message(let msg)) = LineParser.parse(line, commands: ExampleApp.commands(for: model)) else { return nil }
        return msg
    }

    @Test("given each scene on top in each state, when its commands are listed, then the words that make sense there are offered")
    func wordsPerScene() {
        let login = Screen.login(Login.Model(api: api))
        let home = Screen.greeting(Greeting.Model(user: Fixtures.session.user))
        let found = Search.Phase.found([Domain(name: "med.com", updated: nil)])
        let fruit = CatalogList.Phase.loaded(type: "fruit", items: [CatalogItem(id: "lemon", name: "Lemon")])
        let lemon = ItemDetail(id: "lemon", name: "Lemon", origin: nil, description: "x", image: "x")
        let cases: [(Screen, String, [String])] = [
            (login, "login", ["first NAME", "last NAME", "login"]),
            (home, "greeting", ["open search|catalog|profile|stopwatch|notes|feed", "logout"]),
            (.stopwatch(Stopwatch.Model()), "stopwatch", ["start", "stop", "lap", "reset", "back"]),
            (.notes(Notes.Model(path: "notes.json")), "notes", ["add TEXT", "delete N", "save", "back"]),
            (.search(Search.Model(api: api)), "search", ["type [TEXT]", "back"]),
            (.search(Search.Model(api: api, phase: found)), "search", ["type [TEXT]", "down", "up", "back"]),
            (.search(Search.Model(api: api, phase: .failed("x"))), "search", ["type [TEXT]", "retry", "back"]),
            (.catalog(CatalogList.Model(api: api, type: "fruit")), "catalog", ["back"]),
            (.catalog(CatalogList.Model(api: api, type: "fruit", phase: fruit)), "catalog", ["open N", "down", "up", "back"]),
            (.catalog(CatalogList.Model(api: api, type: "fruit", phase: .failed("x"))), "catalog", ["retry", "back"]),
            (.item(ItemDetails.Model(api: api, itemID: "lemon")), "item", ["back"]),
            (.item(ItemDetails.Model(api: api, itemID: "lemon", phase: .loaded(lemon))), "item", ["share", "back"]),
            (.item(ItemDetails.Model(api: api, itemID: "lemon", phase: .failed("x"))), "item", ["retry", "back"]),
            (.share(ShareSheet.Model(name: "Lemon", link: "x")), "share", ["close"]),
            (.profile(Profile.Model(api: api, token: Fixtures.token, name: "Ada")), "profile", ["refresh", "back"]),
            (.profile(Profile.Model(api: api, token: Fixtures.token, name: "Ada", isRefreshing: true)), "profile", ["back"]),
        ]
        for (screen, name, usages) in cases {
            let model = screen == login ? app([login]) : app([login, home, screen])
            #expect(ExampleApp.sceneName(of: model) == name)
            #expect(ExampleApp.commands(for: model).map(\.usage) == usages, "\(name)")
        }
    }

    @Test("given lines typed by a user, when parsed on the top scene, then they address it with the scene's message")
    func linesBecomeMessages() {
        let login = app([.login(Login.Model(api: api))])
        #expect(message("first Ada Augusta", on: login) == .screen(id: 1, msg: .login(.firstNameChanged("Ada Augusta"))))
        #expect(message("last King", on: login) == .screen(id: 1, msg: .login(.lastNameChanged("King"))))
        #expect(message("login", on: login) == .screen(id: 1, msg: .login(.loginTapped)))
        #expect(message("logout", on: login) == nil)

        let home = app([.login(Login.Model(api: api)), .greeting(Greeting.Model(user: Fixtures.session.user))])
        #expect(message("open catalog", on: home) == .screen(id: 2, msg: .greeting(.openTapped(.catalog))))
        #expect(message("logout", on: home) == .screen(id: 2, msg: .greeting(.logoutTapped)))
        #expect(message("open shop", on: home) == nil)

        let search = app([.login(Login.Model(api: api)), .greeting(Greeting.Model(user: Fixtures.session.user)), .search(Search.Model(api: api))])
        #expect(message("type med cafe", on: search) == .screen(id: 3, msg: .search(.queryChanged("med cafe"))))
        #expect(message("type", on: search) == .screen(id: 3, msg: .search(.queryChanged(""))))
        #expect(message("retry", on: search) == nil, "nothing failed: retry is not offered")
        #expect(message("back", on: search) == .screen(id: 3, msg: .search(.backTapped)))
        let failed = app([.login(Login.Model(api: api)), .search(Search.Model(api: api, phase: .failed("x")))])
        #expect(message("retry", on: failed) == .screen(id: 2, msg: .search(.retryTapped)))
        let results = app([.login(Login.Model(api: api)), .search(Search.Model(api: api, phase: .found([])))])
        #expect(message("down", on: results) == .screen(id: 2, msg: .search(.selectionMoved(by: 10))))

        let fruit = CatalogList.Phase.loaded(type: "fruit", items: [CatalogItem(id: "lemon", name: "Lemon")])
        let list = app([.login(Login.Model(api: api)), .catalog(CatalogList.Model(api: api, type: "fruit", phase: fruit))])
        #expect(message("open 3", on: list) == .screen(id: 2, msg: .catalog(.rowOpened(3))))
        #expect(message("open zero", on: list) == nil)

        let lemon = ItemDetail(id: "lemon", name: "Lemon", origin: nil, description: "x", image: "x")
        let item = app([.login(Login.Model(api: api)), .item(ItemDetails.Model(api: api, itemID: "lemon", phase: .loaded(lemon)))])
        #expect(message("share", on: item) == .screen(id: 2, msg: .item(.shareTapped)))
        let share = app([.login(Login.Model(api: api)), .share(ShareSheet.Model(name: "Lemon", link: "x"))])
        #expect(message("close", on: share) == .screen(id: 2, msg: .share(.closeTapped)))
        let profile = app([.login(Login.Model(api: api)), .profile(Profile.Model(api: api, token: Fixtures.token, name: "Ada"))])
        #expect(message("refresh", on: profile) == .screen(id: 2, msg: .profile(.refreshTapped)))
    }

    @Test("given a screen's status line, when drawn by the app, then its hint is made from the words offered")
    func hintsFromWords() {
        let fruit = CatalogList.Phase.loaded(type: "fruit", items: [CatalogItem(id: "lemon", name: "Lemon")])
        let states: [(Screen, String)] = [
            (.search(Search.Model(api: api, phase: .failed("x"))), "type TEXT · retry · back"),
            (.catalog(CatalogList.Model(api: api, type: "fruit", phase: fruit)), "open N · down · up · back"),
            (.profile(Profile.Model(api: api, token: Fixtures.token, name: "Ada", isRefreshing: true)), "back"),
        ]
        for (screen, hint) in states {
            let frame = ExampleApp.frame(of: app([.login(Login.Model(api: api)), screen]), size: .standard)
            #expect(frame.lines.last?.hasSuffix(hint) == true, "\(screen.name): \(frame.lines.last ?? "")")
        }
    }
}
