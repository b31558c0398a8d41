import Catalog
import ExampleSupport
import Login
import Profile
import Reel
import Search

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

    /// Applies a scene's message if it is of this screen's kind; nil (nothing done) otherwise.
    mutating func update(_ msg: ScreenMsg) -> Effect<ScreenMsg>? {
        switch (self, msg) {
        case (.login(var model), .login(let msg)):
            return Self.apply(Login.self, &model, msg, into: &self, as: Screen.login, ScreenMsg.login)
        case (.greeting(var model), .greeting(let msg)):
            return Self.apply(Greeting.self, &model, msg, into: &self, as: Screen.greeting, ScreenMsg.greeting)
        case (.search(var model), .search(let msg)):
            return Self.apply(Search.self, &model, msg, into: &self, as: Screen.search, ScreenMsg.search)
        case (.catalog(var model), .catalog(let msg)):
            return Self.apply(CatalogList.self, &model, msg, into: &self, as: Screen.catalog, ScreenMsg.catalog)
        case (.item(var model), .item(let msg)):
            return Self.apply(ItemDetails.self, &model, msg, into: &self, as: Screen.item, ScreenMsg.item)
        case (.share(var model), .share(let msg)):
            return Self.apply(ShareSheet.self, &model, msg, into: &self, as: Screen.share, ScreenMsg.share)
        case (.profile(var model), .profile(let msg)):
            return Self.apply(Profile.self, &model, msg, into: &self, as: Screen.profile, ScreenMsg.profile)
        default:
            return nil
        }
    }

    /// Runs a scene's update on a model taken out of the screen, then puts it back.
    private static func apply<S: AppScreen>(
        _ scene: S.Type, _ model: inout S.Model, _ msg: S.Msg, into screen: inout Screen,
        as wrap: (S.Model) -> Screen, _ wrapMsg: @escaping @Sendable (S.Msg) -> ScreenMsg
    ) -> Effect<ScreenMsg> {
        let effect = S.update(&model, msg)
        screen = wrap(model)
        return effect.map(wrapMsg)
    }

    /// The message that tells this screen the session changed, for the scenes that react to it.
    func sessionChangedMsg(_ session: Session?) -> ScreenMsg? {
        switch self {
        case .login: .login(.sessionChanged(session))
        case .profile: .profile(.sessionChanged(session))
        case .greeting, .search, .catalog, .item, .share: nil
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
        }
    }

    /// The ids of the commands the scene may leave running.
    var effectIDs: [EffectID] {
        switch self {
        case .login: Login.effectIDs
        case .greeting: Greeting.effectIDs
        case .search: Search.effectIDs
        case .catalog: CatalogList.effectIDs
        case .item: ItemDetails.effectIDs
        case .share: ShareSheet.effectIDs
        case .profile: Profile.effectIDs
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
}
