import ReelExampleCatalog
import ReelExampleDice
import ReelExampleApp
import ReelExampleFeed
import ReelExampleLogin
import ReelExampleNotes
import ReelExampleProfile
import Reel
import ReelShell
import ReelExampleSearch
import ReelExampleStopwatch
import Testing

/// Terminal mode's keys, screen by screen: each key gives the message the screen's words send,
/// addressed to the top screen, and a key a screen does not use gives none.
struct KeyMappingTests {
    private let api = Screens.api

    /// The app's model with `screen` on top of the login form, and what `key` sends there.
    private func message(_ key: Key, on screen: Screen, focus: Int = 0) -> ScreenMsg? {
        var stack = SceneStack([ExampleApp.Layer(Screens.signedInForm, .root)])
        // Ids 2 to 6 went to screens since popped: the top's id, 7, is neither its position nor the count.
        for _ in 2...6 { stack.push(ExampleApp.Layer(screen, .pushed)); stack.pop() }
        stack.push(ExampleApp.Layer(screen, .pushed))
        let model = ExampleApp.Model(api: api, session: Fixtures.session, stack: stack)
        guard let msg = ExampleApp.message(for: key, focus: focus, in: model) else { return nil }
        guard case .screen(id: 7, let screenMsg) = msg else {
            Issue.record("\(msg) is not addressed to the top screen")
            return nil
        }
        return screenMsg
    }

    @Test func givenTheLoginForm_whenTyping_thenTheFocusedNameChanges() {
        let form = Screen.login(Login.Model(api: api, firstName: "Ad", lastName: "Lovelac"))
        #expect(message(.text("a"), on: form) == .login(.firstNameChanged("Ada")))
        #expect(message(.text("e"), on: form, focus: 1) == .login(.lastNameChanged("Lovelace")))
        #expect(message(.backspace, on: form) == .login(.firstNameChanged("A")))
        #expect(message(.control("u"), on: form, focus: 1) == .login(.lastNameChanged("")))
        #expect(message(.enter, on: form) == .login(.loginTapped))
        #expect(message(.backspace, on: .login(Login.Model(api: api))) == nil)
        #expect(message(.up, on: form) == nil)
    }

    @Test func givenTheSearch_whenTypingAndMoving_thenTheQueryAndSelectionChange() {
        let search = Screen.search(Search.Model(api: api, query: "med"))
        #expect(message(.text("i"), on: search) == .search(.queryChanged("medi")))
        #expect(message(.backspace, on: search) == .search(.queryChanged("me")))
        #expect(message(.control("u"), on: search) == .search(.queryChanged("")))
        #expect(message(.up, on: search) == .search(.selectionMoved(by: -1)))
        #expect(message(.down, on: search) == .search(.selectionMoved(by: 1)))
        #expect(message(.pageUp, on: search) == .search(.selectionMoved(by: -Search.pageStep)))
        #expect(message(.pageDown, on: search) == .search(.selectionMoved(by: Search.pageStep)))
        #expect(message(.enter, on: search) == .search(.retryTapped))
        #expect(message(.escape, on: search) == .search(.backTapped))
        #expect(message(.backspace, on: .search(Search.Model(api: api))) == nil)
        #expect(message(.home, on: search) == nil)
    }

    @Test func givenTheGreeting_whenADigitOrLetterIsTyped_thenThatExampleOpens() {
        let home = Screens.home
        #expect(message(.text("1"), on: home) == .greeting(.openTapped(.search)))
        #expect(message(.text("6"), on: home) == .greeting(.openTapped(.feed)))
        #expect(message(.text("c"), on: home) == .greeting(.openTapped(.catalog)))
        #expect(message(.text("w"), on: home) == .greeting(.openTapped(.stopwatch)))
        #expect(message(.escape, on: home) == .greeting(.logoutTapped))
        #expect(message(.text("9"), on: home) == nil)
        #expect(message(.text("x"), on: home) == nil)
        #expect(message(.text("sc"), on: home) == nil)
        #expect(message(.enter, on: home) == nil)
    }

    @Test func givenTheCatalog_whenMovingAndOpening_thenTheSelectionMovesAndTheRowOpens() {
        let list = Screen.catalog(CatalogList.Model(api: api, type: "fruit", selection: 3))
        #expect(message(.up, on: list) == .catalog(.selectionMoved(by: -1)))
        #expect(message(.down, on: list) == .catalog(.selectionMoved(by: 1)))
        #expect(message(.pageUp, on: list) == .catalog(.selectionMoved(by: -10)))
        #expect(message(.pageDown, on: list) == .catalog(.selectionMoved(by: 10)))
        #expect(message(.home, on: list) == .catalog(.selectionMoved(by: -3)))
        #expect(message(.end, on: list) == .catalog(.selectionMoved(by: Int(Int32.max))))
        #expect(message(.enter, on: list) == .catalog(.rowOpened(4)))
        #expect(message(.text("r"), on: list) == .catalog(.retryTapped))
        #expect(message(.escape, on: list) == .catalog(.backTapped))
        #expect(message(.text("x"), on: list) == nil)
    }

    @Test func givenAnItemAndItsShareSheet_whenKeysArePressed_thenItSharesRetriesGoesBackOrCloses() {
        let item = Screen.item(ItemDetails.Model(api: api, itemID: "lemon"))
        #expect(message(.enter, on: item) == .item(.shareTapped))
        #expect(message(.text("s"), on: item) == .item(.shareTapped))
        #expect(message(.text("r"), on: item) == .item(.retryTapped))
        #expect(message(.escape, on: item) == .item(.backTapped))
        #expect(message(.up, on: item) == nil)
        let share = Screen.share(ShareSheet.start(ShareSheet.Input(api: api, itemID: "lemon", name: "Lemon")).0)
        #expect(message(.enter, on: share) == .share(.closeTapped))
        #expect(message(.escape, on: share) == .share(.closeTapped))
        #expect(message(.text("s"), on: share) == nil)
    }

    @Test func givenTheStopwatch_whenEnterIsPressed_thenItStartsOrStopsByWhetherItRuns() {
        #expect(message(.enter, on: .stopwatch(Stopwatch.Model())) == .stopwatch(.startTapped))
        #expect(message(.text(" "), on: .stopwatch(Stopwatch.Model(running: true))) == .stopwatch(.stopTapped))
        #expect(message(.text("l"), on: .stopwatch(Stopwatch.Model())) == .stopwatch(.lapTapped))
        #expect(message(.text("r"), on: .stopwatch(Stopwatch.Model())) == .stopwatch(.resetTapped))
        #expect(message(.escape, on: .stopwatch(Stopwatch.Model())) == .stopwatch(.backTapped))
        #expect(message(.text("x"), on: .stopwatch(Stopwatch.Model())) == nil)
    }

    @Test func givenTheFeed_whenEnterIsPressed_thenItPausesALiveFeedAndFollowsAPausedOne() {
        #expect(message(.enter, on: .feed(Feed.Model(api: api))) == .feed(.pauseTapped))
        #expect(message(.text(" "), on: .feed(Feed.Model(api: api, stream: .paused))) == .feed(.followTapped))
        #expect(message(.escape, on: .feed(Feed.Model(api: api))) == .feed(.backTapped))
        #expect(message(.text("x"), on: .feed(Feed.Model(api: api))) == nil)
    }

    @Test func givenTheOneActionScreens_whenTheirKeysArePressed_thenTheyActOrGoBack() {
        let profile = Screen.profile(Profile.Model(api: api, token: Fixtures.token, name: "Ada Lovelace"))
        #expect(message(.enter, on: profile) == .profile(.refreshTapped))
        #expect(message(.text("r"), on: profile) == .profile(.refreshTapped))
        #expect(message(.escape, on: profile) == .profile(.backTapped))
        #expect(message(.enter, on: .dice(Dice.Model())) == ScreenMsg(Dice.self, .rollTapped))
        #expect(message(.text(" "), on: .dice(Dice.Model())) == ScreenMsg(Dice.self, .rollTapped))
        #expect(message(.escape, on: .dice(Dice.Model())) == ScreenMsg(Dice.self, .backTapped))
        let notes = Screen.notes(Notes.Model(path: "notes.json"))
        #expect(message(.text("s"), on: notes) == .notes(.saveTapped))
        #expect(message(.escape, on: notes) == .notes(.backTapped))
        #expect(message(.enter, on: notes) == nil)
        #expect(message(.text("x"), on: profile) == nil)
    }

    @Test func givenEachScreen_whenItsKeyHelpIsAsked_thenItNamesTheKeysItsMappingUses() {
        let screens: [(Screen, String)] = [
            (Screens.signedInForm, "Enter"), (Screens.home, "Esc"), (.search(Search.Model(api: api)), "↑ ↓ PgUp PgDn"),
            (.catalog(CatalogList.Model(api: api, type: "fruit")), "r"), (.item(ItemDetails.Model(api: api, itemID: "lemon")), "Enter or s"),
            (.share(ShareSheet.start(ShareSheet.Input(api: api, itemID: "lemon", name: "Lemon")).0), "Enter or Esc"),
            (.profile(Profile.Model(api: api, token: Fixtures.token, name: "Ada")), "Enter or r"),
            (.stopwatch(Stopwatch.Model()), "l"), (.notes(Notes.Model(path: "notes.json")), "s"),
            (.feed(Feed.Model(api: api)), "Enter or Space"), (.dice(Dice.Model()), "Enter or Space"),
        ]
        for (screen, key) in screens {
            let model = ExampleApp.Model(api: api, session: Fixtures.session, stack: SceneStack([ExampleApp.Layer(screen, .root)]))
            #expect(ExampleApp.keyHelp(in: model).contains { $0.keys == key }, "\(screen.name)")
        }
    }
}
