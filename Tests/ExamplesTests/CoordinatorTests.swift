import ReelExampleCatalog
import ReelExampleApp
import ReelExampleSupport
import Foundation
import ReelExampleLogin
import ReelExampleProfile
import Reel
import ReelTesting
import ReelExampleSearch
import Testing

/// The coordinator, driven message by message with the exhaustive tester.
@Suite("App coordinator")
struct CoordinatorTests {
    private typealias Layer = ExampleApp.Layer
    private let api = Fixtures.api
    private let ada = User(firstName: "Ada", lastName: "Lovelace")
    private let loginRequest = HTTPRequest(
        method: "POST", url: "fixture://api/login", headers: [HTTPHeader("Content-Type", "application/json")],
        body: Data(#"{"firstName":"Ada","lastName":"Lovelace"}"#.utf8))
    private let listRequest = HTTPRequest.get("fixture://api/items?type=fruit")
    private let lemonRequest = HTTPRequest.get("fixture://api/items/lemon")

    private func ignored(_ response: Result<HTTPResponse, HTTPError>) -> ExampleApp.Msg { .navigationRequested(from: 0, .pop) }

    /// A scene's commands as the app runs them: under the scene's scope, `screen-ID`.
    private func scoped(_ id: Int, _ effect: Effect<ExampleApp.Msg>) -> Effect<ExampleApp.Msg> {
        effect.map(scope: EffectScope("screen-\(id)")) { $0 }
    }

    /// The profile's minute refresh, as the app runs it for the profile with this id.
    private func refresh(_ id: Int) -> Subscription<ExampleApp.Msg> {
        Subscription<Profile.Msg>.every(Profile.refreshInterval, id: "refresh") { .refreshDue($0) }
            .map(scope: EffectScope("screen-\(id)")) { .screen(id: id, msg: .profile($0)) }
    }

    /// What the app does when the scene with this id leaves the stack: stop everything under its scope.
    private func stopped(_ id: Int) -> Command<ExampleApp.Msg> { .cancelScope(EffectScope("screen-\(id)")) }

    /// A tester signed in as Ada with the greeting on top (ids: login 1, greeting 2).
    private func signedIn() -> SceneTester<ExampleApp> {
        let t = SceneTester<ExampleApp>(input: .init(api: api))
        t.send(.screen(id: 1, msg: .login(.firstNameChanged("Ada")))) { $0.stack[id: 1]?.screen = .login(Login.Model(api: api, firstName: "Ada")) }
        t.send(.screen(id: 1, msg: .login(.lastNameChanged("Lovelace")))) {
            $0.stack[id: 1]?.screen = .login(Login.Model(api: api, firstName: "Ada", lastName: "Lovelace"))
        }
        t.send(.screen(id: 1, msg: .login(.loginTapped)), {
            $0.stack[id: 1]?.screen = .login(Login.Model(api: api, firstName: "Ada", lastName: "Lovelace", status: .signingIn))
        }, commands: scoped(1, .http(loginRequest, id: Login.requestID, then: ignored)))
        t.respond(to: loginRequest, with: Fixtures.ok(#"{"token":"tok-SECRET-5c1d"}"#))
        t.receive(.screen(id: 1, msg: .login(.signedIn(SignInReply(token: Fixtures.token)))), {
            $0.stack[id: 1]?.screen = .login(Login.Model(api: api, firstName: "Ada", lastName: "Lovelace"))
            $0.session = Fixtures.session
        }, commands: .send(.navigationRequested(from: 1, .push("home"))))
        t.receive(.navigationRequested(from: 1, .push("home"))) {
            $0.stack.push(Layer(.greeting(Greeting.Model(user: ada)), .pushed))
        }
        return t
    }

    /// Opens the catalog from the greeting and loads it (catalog id 3).
    private func openCatalog(_ t: SceneTester<ExampleApp>) {
        t.send(.screen(id: 2, msg: .greeting(.openTapped(.catalog))), commands: .send(.navigationRequested(from: 2, .push("catalog"))))
        t.receive(.navigationRequested(from: 2, .push("catalog")), {
            $0.stack.push(Layer(.catalog(CatalogList.Model(api: api, type: "fruit")), .pushed))
        }, commands: scoped(3, .http(listRequest, id: CatalogList.requestID, then: ignored)))
        t.respond(to: listRequest, with: Fixtures.ok(#"{"type":"Fruit","items":[{"id":"lemon","name":"Lemon"}]}"#))
        let page = CatalogPage(type: "Fruit", items: [CatalogItem(id: "lemon", name: "Lemon")])
        t.receive(.screen(id: 3, msg: .catalog(.itemsLoaded(page)))) {
            $0.stack[id: 3]?.screen = .catalog(CatalogList.Model(api: api, type: "fruit", phase: .loaded(type: "Fruit", items: page.items)))
        }
    }

    @Test("given a fresh app, when started, then the login form is the only scene and nothing runs")
    func startsAtLogin() {
        let t = SceneTester<ExampleApp>(input: .init(api: api))
        #expect(t.model == ExampleApp.Model(api: api, stack: SceneStack([Layer(.login(Login.Model(api: api)), .root)])))
        #expect(t.frame.lines[0].contains("Sign in"))
    }

    @Test("given a sign-in, when it succeeds, then the session is open and the greeting is pushed (push intent)")
    func signInPushesTheGreeting() {
        let t = signedIn()
        #expect(t.frame.text.contains("Hello Ada Lovelace <3"))
        #expect(!t.frame.lines[0].contains("<"))
    }

    @Test("given the greeting, when logout is tapped, then the session ends, the form clears, and it pops to the root")
    func logoutClearsTheForm() {
        let t = signedIn()
        openCatalog(t)
        t.send(.screen(id: 3, msg: .catalog(.backTapped)), commands: .send(.navigationRequested(from: 3, .pop)))
        t.receive(.navigationRequested(from: 3, .pop), { $0.stack.pop() }, commands: [stopped(3)])
        t.send(.screen(id: 2, msg: .greeting(.logoutTapped)), {
            $0.session = nil
            $0.stack[id: 1]?.screen = .login(Login.Model(api: api))
        }, commands: .send(.navigationRequested(from: 2, .popToRoot)))
        t.receive(.navigationRequested(from: 2, .popToRoot), { $0.stack.pop() }, commands: [stopped(2)])
        #expect(t.frame.text.contains("First name  [______"))
        #expect(!t.frame.text.contains("Ada"))
    }

    @Test("given details, when share is presented and closed, then a modal is pushed over it and dismissed")
    func presentAndDismiss() {
        let t = signedIn()
        openCatalog(t)
        t.send(.screen(id: 3, msg: .catalog(.rowOpened(1))), commands: .send(.navigationRequested(from: 3, .push("catalog/item/lemon"))))
        t.receive(.navigationRequested(from: 3, .push("catalog/item/lemon")), {
            $0.stack.push(Layer(.item(ItemDetails.Model(api: api, itemID: "lemon")), .pushed))
        }, commands: scoped(4, .http(lemonRequest, id: ItemDetails.requestID, then: ignored)))
        let lemon = ItemDetail(id: "lemon", name: "Lemon", origin: nil, description: "Sour.", image: "/images/lemon")
        t.respond(to: lemonRequest, with: Fixtures.ok(#"{"id":"lemon","name":"Lemon","description":"Sour.","image":"/images/lemon"}"#))
        let read = CacheCommand.read(key: "image:fixture://api/images/lemon", tiers: [.memory, .disk])
        t.receive(.screen(id: 4, msg: .item(.itemLoaded(lemon))), {
            $0.stack[id: 4]?.screen = .item(ItemDetails.Model(api: api, itemID: "lemon", phase: .loaded(lemon), picture: .loading))
        }, commands: scoped(4, .cache(read, id: ItemDetails.pictureID) { _ in ignored(.failure(.cancelled)) }))
        #expect(t.frame.lines[0].hasPrefix("< Fruit"))

        t.send(.screen(id: 4, msg: .item(.shareTapped)), commands: .send(.navigationRequested(from: 4, .present("share/lemon?name=Lemon"))))
        t.receive(.navigationRequested(from: 4, .present("share/lemon?name=Lemon"))) {
            $0.stack.push(Layer(.share(ShareSheet.Model(name: "Lemon", link: "fixture://api/items/lemon")), .modal))
        }
        let text = t.frame.text
        #expect(t.frame.lines[0].hasPrefix("< Fruit"))
        #expect(text.contains("┌─ Share ─"))
        #expect(text.contains("│ Share \"Lemon\" with this link:"))
        #expect(text.contains("Sour."), "the details stay visible around the modal")

        t.send(.screen(id: 4, msg: .item(.backTapped)), commands: .send(.navigationRequested(from: 4, .pop)))
        t.receive(.navigationRequested(from: 4, .pop))
        t.send(.screen(id: 5, msg: .share(.closeTapped)), commands: .send(.navigationRequested(from: 5, .dismiss)))
        t.receive(.navigationRequested(from: 5, .dismiss), { $0.stack.pop() }, commands: [stopped(5)])
        #expect(!t.frame.text.contains("┌"))
        t.discardInFlight()
    }

    @Test("given a running search, when another scene replaces it, then its commands are cancelled and the new one starts (replace intent)")
    func replaceCancelsTheOldScene() {
        let t = signedIn()
        t.send(.screen(id: 2, msg: .greeting(.openTapped(.search))), commands: .send(.navigationRequested(from: 2, .push("search"))))
        t.receive(.navigationRequested(from: 2, .push("search"))) {
            $0.stack.push(Layer(.search(Search.Model(api: api)), .pushed))
        }
        t.send(.screen(id: 3, msg: .search(.queryChanged("med"))), {
            $0.stack[id: 3]?.screen = .search(Search.Model(api: api, query: "med"))
        }, commands: scoped(3, .after(.milliseconds(300), send: .screen(id: 3, msg: .search(.queryDebounced("med"))), id: Search.debounceID)))
        t.send(.navigationRequested(from: 3, .replace("catalog")), {
            $0.stack.replaceTop(with: Layer(.catalog(CatalogList.Model(api: api, type: "fruit")), .pushed))
        }, commands: Effect([stopped(3)] + scoped(4, .http(listRequest, id: CatalogList.requestID, then: ignored)).commands))
        t.advance(by: .milliseconds(300))
        #expect(t.frame.lines[0].hasPrefix("< Home"))
        #expect(t.frame.lines[0].contains("Catalog"))
        t.discardInFlight()
    }

    @Test("given scenes over the greeting, when the top one asks to pop to root, then all but the login form go and their commands stop")
    func popToRootCancelsEverything() {
        let t = signedIn()
        t.send(.screen(id: 2, msg: .greeting(.openTapped(.profile))), commands: .send(.navigationRequested(from: 2, .push("profile"))))
        let me = HTTPRequest.get("fixture://api/me", headers: [Fixtures.token.header])
        t.receive(.navigationRequested(from: 2, .push("profile")), {
            $0.stack.push(Layer(.profile(Profile.Model(api: api, token: Fixtures.token, name: "Ada Lovelace", isRefreshing: true)), .pushed))
        }, commands: scoped(3, .http(me, id: Profile.requestID, then: ignored)),
           subscriptions: SubscriptionChanges(started: [refresh(3)]))
        t.send(.navigationRequested(from: 3, .popToRoot), {
            $0.stack.popToRoot()
        }, commands: [stopped(3), stopped(2)], subscriptions: SubscriptionChanges(stopped: ["screen-3/refresh"]))
        #expect(t.pendingRequests.isEmpty)
        #expect(t.model.session == Fixtures.session, "popping is not logging out")
    }

    @Test("given intents that cannot be honored, when requested, then the stack stays and the title bar says why")
    func refusedIntents() {
        let t = SceneTester<ExampleApp>(input: .init(api: api))
        t.send(.navigationRequested(from: 1, .pop)) { $0.notice = "there is nothing to go back to" }
        #expect(t.frame.lines[1].contains("! there is nothing to go back to"))
        t.send(.navigationRequested(from: 1, .dismiss)) { $0.notice = "there is no modal to dismiss" }
        t.send(.navigationRequested(from: 1, .push("profile"))) { $0.notice = "sign in first to open profile" }
        t.send(.navigationRequested(from: 1, .present("home"))) { $0.notice = "sign in first to open home" }
        t.send(.navigationRequested(from: 1, .push("nowhere/at/all"))) { $0.notice = #"no screen for route "nowhere/at/all""# }
        t.send(.navigationRequested(from: 1, .replace("login")), {
            $0.stack.replaceTop(with: Layer(.login(Login.Model(api: api)), .root))
            $0.notice = nil
        }, commands: [stopped(1)])
    }

    @Test("given a scene that left the stack, when a late message or intent addressed to it arrives, then it is dropped")
    func staleMessagesAreDropped() {
        let t = signedIn()
        openCatalog(t)
        t.send(.navigationRequested(from: 3, .pop), { $0.stack.pop() }, commands: [stopped(3)])
        t.send(.screen(id: 3, msg: .catalog(.rowOpened(1))))
        t.send(.navigationRequested(from: 3, .push("search")))
        t.send(.navigationRequested(from: 1, .push("search")))
        t.send(.screen(id: 2, msg: .search(.retryTapped)))
        #expect(t.model.stack.map(\.id) == [1, 2])
    }

    @Test("given routes with encoded parts, when opened, then segments and query values are decoded")
    func routesDecode() {
        let t = signedIn()
        t.send(.navigationRequested(from: 2, .present("share/fig%20tree?name=Fig%20%26%20co")), {
            $0.stack.push(Layer(.share(ShareSheet.Model(name: "Fig & co", link: "fixture://api/items/fig%20tree")), .modal))
        })
        #expect(t.frame.text.contains("Share \"Fig & co\""))
    }
}
