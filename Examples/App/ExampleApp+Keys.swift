import ReelExampleCatalog
import ReelExampleDice
import ReelExampleFeed
import ReelExampleLogin
import ReelExampleNotes
import ReelExampleProfile
import Reel
import ReelShell
import ReelExampleSearch
import ReelExampleStopwatch

extension ExampleApp: KeyDriven {
    /// The top scene's text fields: the login form's two names, the search query.
    public static func fields(in model: Model) -> [String] {
        switch model.top.screen.name {
        case Login.name: ["first name", "last name"]
        case Search.name: ["query"]
        default: []
        }
    }

    /// The top scene's message for a key: the same messages its words send, addressed to it.
    public static func message(for key: Key, focus: Int, in model: Model) -> Msg? {
        let screen = model.top.screen
        return ScreenKeys.message(for: key, focus: focus, on: screen).map { .screen(id: model.topID, msg: $0) }
    }

    /// The top scene's keys, for the help overlay.
    public static func keyHelp(in model: Model) -> [(keys: String, action: String)] {
        ScreenKeys.help(for: model.top.screen.name)
    }
}

/// Each scene's keys: typing edits the focused field, arrows and Page keys move a selection, Enter
/// does the scene's main action, Esc goes back (logs out at home, closes the share sheet), and a
/// few letters do the rest.
enum ScreenKeys {
    static func message(for key: Key, focus: Int, on screen: Screen) -> ScreenMsg? {
        if let login = screen.model(as: Login.self) { return loginKey(key, focus: focus, login).map { ScreenMsg(Login.self, $0) } }
        if let search = screen.model(as: Search.self) { return searchKey(key, search).map { ScreenMsg(Search.self, $0) } }
        if screen.model(as: Greeting.self) != nil { return greetingKey(key).map { ScreenMsg(Greeting.self, $0) } }
        if let catalog = screen.model(as: CatalogList.self) { return catalogKey(key, catalog).map { ScreenMsg(CatalogList.self, $0) } }
        if screen.model(as: ItemDetails.self) != nil {
            let msg: ItemDetails.Msg? = switch key {
            case .enter, .text("s"): .shareTapped
            case .text("r"): .retryTapped
            case .escape: .backTapped
            default: nil
            }
            return msg.map { ScreenMsg(ItemDetails.self, $0) }
        }
        if screen.model(as: ShareSheet.self) != nil {
            return key == .escape || key == .enter ? ScreenMsg(ShareSheet.self, .closeTapped) : nil
        }
        if let stopwatch = screen.model(as: Stopwatch.self) {
            let msg: Stopwatch.Msg? = switch key {
            case .enter, .text(" "): stopwatch.running ? .stopTapped : .startTapped
            case .text("l"): .lapTapped
            case .text("r"): .resetTapped
            case .escape: .backTapped
            default: nil
            }
            return msg.map { ScreenMsg(Stopwatch.self, $0) }
        }
        if let feed = screen.model(as: Feed.self) {
            let msg: Feed.Msg? = switch key {
            case .enter, .text(" "): feed.stream == .live ? .pauseTapped : .followTapped
            case .escape: .backTapped
            default: nil
            }
            return msg.map { ScreenMsg(Feed.self, $0) }
        }
        return simpleKey(key, on: screen)
    }

    /// Scenes with one action or none: Enter (or `r`) does it, Esc goes back.
    private static func simpleKey(_ key: Key, on screen: Screen) -> ScreenMsg? {
        switch (screen.name, key) {
        case (Profile.name, .enter), (Profile.name, .text("r")): ScreenMsg(Profile.self, .refreshTapped)
        case (Profile.name, .escape): ScreenMsg(Profile.self, .backTapped)
        case (Dice.name, .enter), (Dice.name, .text(" ")): ScreenMsg(Dice.self, .rollTapped)
        case (Dice.name, .escape): ScreenMsg(Dice.self, .backTapped)
        case (Notes.name, .text("s")): ScreenMsg(Notes.self, .saveTapped)
        case (Notes.name, .escape): ScreenMsg(Notes.self, .backTapped)
        default: nil
        }
    }

    private static func loginKey(_ key: Key, focus: Int, _ model: Login.Model) -> Login.Msg? {
        let field = focus == 0 ? model.firstName : model.lastName
        let edited: String
        switch key {
        case .enter: return .loginTapped
        case .text(let typed): edited = field + typed
        case .backspace where !field.isEmpty: edited = String(field.dropLast())
        case .control("u"): edited = ""
        default: return nil
        }
        return focus == 0 ? .firstNameChanged(edited) : .lastNameChanged(edited)
    }

    private static func searchKey(_ key: Key, _ model: Search.Model) -> Search.Msg? {
        switch key {
        case .text(let typed): .queryChanged(model.query + typed)
        case .backspace where !model.query.isEmpty: .queryChanged(String(model.query.dropLast()))
        case .control("u"): .queryChanged("")
        case .up: .selectionMoved(by: -1)
        case .down: .selectionMoved(by: 1)
        case .pageUp: .selectionMoved(by: -Search.pageStep)
        case .pageDown: .selectionMoved(by: Search.pageStep)
        case .enter: .retryTapped
        case .escape: .backTapped
        default: nil
        }
    }

    private static func greetingKey(_ key: Key) -> Greeting.Msg? {
        switch key {
        case .text(let typed):
            let all = Greeting.Destination.allCases
            if let digit = Int(typed), all.indices.contains(digit - 1) { return .openTapped(all[digit - 1]) }
            // One letter per destination, in their order: search, catalog, profile, stopwatch (w), notes, feed.
            let letters = Array("scpwnf")
            guard typed.count == 1, let index = letters.firstIndex(of: typed.first!), all.indices.contains(index) else { return nil }
            return .openTapped(all[index])
        case .escape: return .logoutTapped
        default: return nil
        }
    }

    private static func catalogKey(_ key: Key, _ model: CatalogList.Model) -> CatalogList.Msg? {
        switch key {
        case .up: .selectionMoved(by: -1)
        case .down: .selectionMoved(by: 1)
        case .pageUp: .selectionMoved(by: -10)
        case .pageDown: .selectionMoved(by: 10)
        case .home: .selectionMoved(by: -model.selection)
        case .end: .selectionMoved(by: Int(Int32.max))
        case .enter: .rowOpened(model.selection + 1)
        case .text("r"): .retryTapped
        case .escape: .backTapped
        default: nil
        }
    }

    /// What each scene's keys do, as the help overlay lists them.
    static func help(for name: String) -> [(keys: String, action: String)] {
        switch name {
        case Login.name: [("typing", "edit the focused name"), ("Tab", "next field"), ("Enter", "sign in")]
        case Greeting.name: [("1-6 or s c p w n f", "open an example"), ("Esc", "log out")]
        case Search.name: [("typing", "edit the query"), ("↑ ↓ PgUp PgDn", "move the selection"), ("Enter", "retry a failed search"), ("Esc", "back")]
        case CatalogList.name: [("↑ ↓ PgUp PgDn Home End", "move"), ("Enter", "open the item"), ("r", "retry"), ("Esc", "back")]
        case ItemDetails.name: [("Enter or s", "share"), ("r", "retry"), ("Esc", "back")]
        case ShareSheet.name: [("Enter or Esc", "close")]
        case Profile.name: [("Enter or r", "refresh"), ("Esc", "back")]
        case Stopwatch.name: [("Enter or Space", "start/stop"), ("l", "lap"), ("r", "reset"), ("Esc", "back")]
        case Notes.name: [(":add TEXT", "add a note"), ("s", "save"), ("Esc", "back")]
        case Feed.name: [("Enter or Space", "pause/follow"), ("Esc", "back")]
        case Dice.name: [("Enter or Space", "roll"), ("Esc", "back")]
        default: []
        }
    }
}
