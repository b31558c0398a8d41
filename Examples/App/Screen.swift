import Catalog
import Feed
import ExampleSupport
import Login
import Notes
import Profile
import Reel
import Search
import Stopwatch

/// One scene of the app's stack: the model of whichever example scene it is.
///
/// The coordinator keeps these in its stack and forwards each ``ScreenMsg`` to the scene of the
/// same kind; a message of another kind (a late answer meant for a scene that is gone) is dropped.
public enum Screen: Hashable, Sendable {
    /// The login form.
    case login(Login.Model)
    /// The home screen.
    case greeting(Greeting.Model)
    /// The domain search.
    case search(Search.Model)
    /// The catalog's list.
    case catalog(CatalogList.Model)
    /// An item's details.
    case item(ItemDetails.Model)
    /// The share sheet (presented as a modal).
    case share(ShareSheet.Model)
    /// The user's profile.
    case profile(Profile.Model)
    /// The stopwatch.
    case stopwatch(Stopwatch.Model)
    /// The notes.
    case notes(Notes.Model)
    /// The live feed.
    case feed(Feed.Model)
    /// Nothing: only while a scene's model is out being updated (see `update`), never in a stack.
    case vacated

    /// Applies a scene's message if it is of this screen's kind; nil (nothing done) otherwise.
    mutating func update(_ msg: ScreenMsg) -> Effect<ScreenMsg>? {
        switch msg {
        case .login(let msg): apply(Login.self, msg, ScreenMsg.login, Screen.login) { if case .login(let m) = $0 { m } else { nil } }
        case .greeting(let msg): apply(Greeting.self, msg, ScreenMsg.greeting, Screen.greeting) { if case .greeting(let m) = $0 { m } else { nil } }
        case .search(let msg): apply(Search.self, msg, ScreenMsg.search, Screen.search) { if case .search(let m) = $0 { m } else { nil } }
        case .catalog(let msg): apply(CatalogList.self, msg, ScreenMsg.catalog, Screen.catalog) { if case .catalog(let m) = $0 { m } else { nil } }
        case .item(let msg): apply(ItemDetails.self, msg, ScreenMsg.item, Screen.item) { if case .item(let m) = $0 { m } else { nil } }
        case .share(let msg): apply(ShareSheet.self, msg, ScreenMsg.share, Screen.share) { if case .share(let m) = $0 { m } else { nil } }
        case .profile(let msg): apply(Profile.self, msg, ScreenMsg.profile, Screen.profile) { if case .profile(let m) = $0 { m } else { nil } }
        case .stopwatch(let msg): apply(Stopwatch.self, msg, ScreenMsg.stopwatch, Screen.stopwatch) { if case .stopwatch(let m) = $0 { m } else { nil } }
        case .notes(let msg): apply(Notes.self, msg, ScreenMsg.notes, Screen.notes) { if case .notes(let m) = $0 { m } else { nil } }
        case .feed(let msg): apply(Feed.self, msg, ScreenMsg.feed, Screen.feed) { if case .feed(let m) = $0 { m } else { nil } }
        }
    }

    /// The scene's subscriptions, in the app's screen messages.
    var subscriptions: Subscriptions<ScreenMsg> {
        switch self {
        case .login(let model): Login.subscriptions(model).map(ScreenMsg.login)
        case .greeting(let model): Greeting.subscriptions(model).map(ScreenMsg.greeting)
        case .search(let model): Search.subscriptions(model).map(ScreenMsg.search)
        case .catalog(let model): CatalogList.subscriptions(model).map(ScreenMsg.catalog)
        case .item(let model): ItemDetails.subscriptions(model).map(ScreenMsg.item)
        case .share(let model): ShareSheet.subscriptions(model).map(ScreenMsg.share)
        case .profile(let model): Profile.subscriptions(model).map(ScreenMsg.profile)
        case .stopwatch(let model): Stopwatch.subscriptions(model).map(ScreenMsg.stopwatch)
        case .notes(let model): Notes.subscriptions(model).map(ScreenMsg.notes)
        case .feed(let model): Feed.subscriptions(model).map(ScreenMsg.feed)
        case .vacated: .none
        }
    }

    /// Runs a scene's update on its model in place, then puts it back.
    ///
    /// The screen is vacated while the scene updates: a model bound out of an enum still shares
    /// its storage with the enum, so without this every change to an array or a string in the
    /// model would copy it — the coordinator would undo what `Program` does to avoid copies.
    private mutating func apply<S: AppScreen>(
        _ scene: S.Type, _ msg: S.Msg, _ wrapMsg: @escaping @Sendable (S.Msg) -> ScreenMsg,
        _ wrap: (S.Model) -> Screen, _ extract: (Screen) -> S.Model?
    ) -> Effect<ScreenMsg>? {
        guard var model = extract(self) else { return nil }
        self = .vacated
        defer { self = wrap(model) }
        return S.update(&model, msg).map(wrapMsg)
    }

    /// The message that tells this screen the session changed, for the scenes that react to it.
    func sessionChangedMsg(_ session: Session?) -> ScreenMsg? {
        switch self {
        case .login: .login(.sessionChanged(session))
        case .profile: .profile(.sessionChanged(session))
        case .greeting, .search, .catalog, .item, .share, .stopwatch, .notes, .feed, .vacated: nil
        }
    }

    /// The title bar's title.
    public var title: String {
        switch self {
        case .login(let model): Login.title(of: model)
        case .greeting(let model): Greeting.title(of: model)
        case .search(let model): Search.title(of: model)
        case .catalog(let model): CatalogList.title(of: model)
        case .item(let model): ItemDetails.title(of: model)
        case .share(let model): ShareSheet.title(of: model)
        case .profile(let model): Profile.title(of: model)
        case .stopwatch(let model): Stopwatch.title(of: model)
        case .notes(let model): Notes.title(of: model)
        case .feed(let model): Feed.title(of: model)
        case .vacated: ""
        }
    }

    /// Whether the title bar offers "back": not on the home screen, whose way back is logout.
    var offersBack: Bool {
        if case .greeting = self { return false }
        return true
    }

    /// Draws the scene into a frame of the scene's own size.
    func render(into frame: inout Frame) {
        switch self {
        case .login(let model): Login.render(model, into: &frame)
        case .greeting(let model): Greeting.render(model, into: &frame)
        case .search(let model): Search.render(model, into: &frame)
        case .catalog(let model): CatalogList.render(model, into: &frame)
        case .item(let model): ItemDetails.render(model, into: &frame)
        case .share(let model): ShareSheet.render(model, into: &frame)
        case .profile(let model): Profile.render(model, into: &frame)
        case .stopwatch(let model): Stopwatch.render(model, into: &frame)
        case .notes(let model): Notes.render(model, into: &frame)
        case .feed(let model): Feed.render(model, into: &frame)
        case .vacated: break
        }
    }
}

/// A message for one of the app's scenes, tagged with the scene's kind.
public enum ScreenMsg: Hashable, Sendable, Codable {
    /// For the login form.
    case login(Login.Msg)
    /// For the home screen.
    case greeting(Greeting.Msg)
    /// For the domain search.
    case search(Search.Msg)
    /// For the catalog's list.
    case catalog(CatalogList.Msg)
    /// For an item's details.
    case item(ItemDetails.Msg)
    /// For the share sheet.
    case share(ShareSheet.Msg)
    /// For the profile.
    case profile(Profile.Msg)
    /// For the stopwatch.
    case stopwatch(Stopwatch.Msg)
    /// For the notes.
    case notes(Notes.Msg)
    /// For the live feed.
    case feed(Feed.Msg)
}
