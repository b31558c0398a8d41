import ReelExampleCatalog
import ReelExampleDice
import ReelExampleApp
import ReelExampleFeed
import ReelExampleLogin
import ReelExampleNotes
import ReelExampleProfile
import ReelExampleSearch
import ReelExampleStopwatch

// Shorthands for the tests: `.search(.queryChanged("med"))` for a search message, `.search(model)`
// for a search screen, as the app's scenes once were written when they were enum cases.
extension ScreenMsg {
    static func login(_ msg: Login.Msg) -> ScreenMsg { ScreenMsg(Login.self, msg) }
    static func greeting(_ msg: Greeting.Msg) -> ScreenMsg { ScreenMsg(Greeting.self, msg) }
    static func search(_ msg: Search.Msg) -> ScreenMsg { ScreenMsg(Search.self, msg) }
    static func catalog(_ msg: CatalogList.Msg) -> ScreenMsg { ScreenMsg(CatalogList.self, msg) }
    static func item(_ msg: ItemDetails.Msg) -> ScreenMsg { ScreenMsg(ItemDetails.self, msg) }
    static func share(_ msg: ShareSheet.Msg) -> ScreenMsg { ScreenMsg(ShareSheet.self, msg) }
    static func profile(_ msg: Profile.Msg) -> ScreenMsg { ScreenMsg(Profile.self, msg) }
    static func stopwatch(_ msg: Stopwatch.Msg) -> ScreenMsg { ScreenMsg(Stopwatch.self, msg) }
    static func notes(_ msg: Notes.Msg) -> ScreenMsg { ScreenMsg(Notes.self, msg) }
    static func feed(_ msg: Feed.Msg) -> ScreenMsg { ScreenMsg(Feed.self, msg) }
}

extension Screen {
    static func login(_ model: Login.Model) -> Screen { Screen(Login.self, model) }
    static func greeting(_ model: Greeting.Model) -> Screen { Screen(Greeting.self, model) }
    static func search(_ model: Search.Model) -> Screen { Screen(Search.self, model) }
    static func catalog(_ model: CatalogList.Model) -> Screen { Screen(CatalogList.self, model) }
    static func item(_ model: ItemDetails.Model) -> Screen { Screen(ItemDetails.self, model) }
    static func share(_ model: ShareSheet.Model) -> Screen { Screen(ShareSheet.self, model) }
    static func profile(_ model: Profile.Model) -> Screen { Screen(Profile.self, model) }
    static func stopwatch(_ model: Stopwatch.Model) -> Screen { Screen(Stopwatch.self, model) }
    static func notes(_ model: Notes.Model) -> Screen { Screen(Notes.self, model) }
    static func feed(_ model: Feed.Model) -> Screen { Screen(Feed.self, model) }
    static func dice(_ model: Dice.Model) -> Screen { Screen(Dice.self, model) }
}
