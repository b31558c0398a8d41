// Profile: avatar placeholder → cached → network, name upper-cased, friend count, a refresh that cannot overlap.
import ReelExampleSupport
import Foundation
import Reel

/// The signed-in user's profile: `GET {api}/me` with the session's token as a secret header.
///
/// The avatar goes through three stages: a placeholder at once; the cached picture, if the cache
/// (memory, then disk) has one; then the network's picture, which is written back to both tiers.
/// `refresh` fetches the user again and is ignored while a fetch runs (the screen shows it
/// disabled). A failed fetch shows its error and keeps the last good data.
public enum Profile: AppScreen {
    /// What the profile starts from: where the backend is, and the session (read-only).
    public struct Input: Sendable {
        /// The backend.
        public var api: API
        /// The app's session: whose profile, and the token its requests carry.
        public var session: Session

        /// Creates an input.
        public init(api: API, session: Session) {
            self.api = api
            self.session = session
        }
    }

    /// Which picture the avatar shows.
    public enum Avatar: Hashable, Sendable {
        /// The placeholder, before any picture arrived.
        case placeholder
        /// The picture the cache held.
        case cached(TextImage)
        /// The picture from the network.
        case network(TextImage)
    }

    /// The profile's state.
    public struct Model: Hashable, Sendable {
        /// The backend.
        public var api: API
        /// The session's token, for the next request.
        public var token: AuthToken
        /// The user's name (from the session until the backend answers).
        public var name: String
        /// How many friends the user has; nil until the backend answers.
        public var friends: Int?
        /// Where the avatar is, once the backend said.
        public var avatarURL: String?
        /// Which picture the avatar shows.
        public var avatar = Avatar.placeholder
        /// Whether a fetch of the user is running (refresh is disabled meanwhile).
        public var isRefreshing = false
        /// The last failure, in one line; cleared by the next success.
        public var error: String?

        /// Creates a model.
        public init(
            api: API, token: AuthToken, name: String, friends: Int? = nil, avatarURL: String? = nil,
            avatar: Avatar = .placeholder, isRefreshing: Bool = false, error: String? = nil
        ) {
            self.api = api
            self.token = token
            self.name = name
            self.friends = friends
            self.avatarURL = avatarURL
            self.avatar = avatar
            self.isRefreshing = isRefreshing
            self.error = error
        }
    }

    /// What happens on the profile.
    public enum Msg: Hashable, Sendable, Codable {
        /// The backend sent the user.
        case userLoaded(ProfileUser)
        /// The request for the user failed.
        case userFailed(HTTPError)
        /// The user asked to fetch the profile again.
        case refreshTapped
        /// A minute passed on screen: time for the automatic refresh.
        case refreshDue(Date)
        /// The cache held the avatar, in this tier.
        case avatarCached(TextImage, from: CacheTier)
        /// The cache did not hold the avatar (or held something unreadable, or failed).
        case avatarNotCached
        /// The network sent the avatar.
        case avatarDownloaded(TextImage)
        /// The avatar's download failed.
        case avatarFailed(HTTPError)
        /// The cache write of the downloaded avatar finished (`done` or `failed`).
        case avatarStored(CacheOutcome)
        /// The app's session changed (the coordinator says so): a new token is used from then on.
        case sessionChanged(Session?)
        /// The user asked to go back to the previous screen.
        case backTapped
    }

    /// How often the profile refreshes itself while on screen.
    public static let refreshInterval: Duration = .seconds(60)

    /// Refreshes every minute while the profile is on screen.
    public static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        .every(refreshInterval, id: "refresh") { .refreshDue($0) }
    }

    /// The id of the user request.
    public static let requestID: EffectID = "profile.user"
    /// The id of the avatar's cache read and download (one at a time).
    public static let avatarID: EffectID = "profile.avatar"
    /// The cache tiers the avatar is read from and written to, fastest first.
    public static let tiers: [CacheTier] = [.memory, .disk]

    public static func title(of model: Model) -> String { "Profile" }

    public static let name = "profile"

    /// `profile`, for a signed-in user.
    public static func input(for route: AppRoute, in context: AppContext) -> Result<Input, RouteRefusal>? {
        guard route.segments == ["profile"] else { return nil }
        guard let session = context.session else { return .failure(.signInFirst(route)) }
        return .success(Input(api: context.api, session: session))
    }

    /// The token the profile's requests carry follows the session.
    public static func sessionChanged(to session: Session?) -> Msg? { .sessionChanged(session) }

    public static func start(_ input: Input) -> (Model, Effect<Msg>) {
        let model = Model(api: input.api, token: input.session.token, name: input.session.user.fullName, isRefreshing: true)
        return (model, fetchUser(model))
    }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .userLoaded(let user):
            model.isRefreshing = false
            model.error = nil
            model.name = user.name
            model.friends = user.friends
            let url = model.api.resolve(user.avatar)
            guard url != model.avatarURL else { return .none }
            model.avatarURL = url
            return .cache(.read(key: cacheKey(url), tiers: tiers), id: avatarID) { outcome in
                if case .hit(let data, let tier) = outcome, let image = TextImage(data: data) {
                    return .avatarCached(image, from: tier)
                }
                return .avatarNotCached
            }
        case .userFailed(let error):
            model.isRefreshing = false
            model.error = "Could not load the profile: \(error)"
            return .none
        case .refreshTapped, .refreshDue:
            // One refresh at a time, whoever asks: a tap during the automatic one does nothing.
            guard !model.isRefreshing else { return .none }
            model.isRefreshing = true
            model.error = nil
            return fetchUser(model)
        case .avatarCached(let image, _):
            model.avatar = .cached(image)
            return downloadAvatar(model)
        case .avatarNotCached:
            return downloadAvatar(model)
        case .avatarDownloaded(let image):
            model.avatar = .network(image)
            guard let url = model.avatarURL else { return .none }
            return .cache(.write(key: cacheKey(url), value: image.data, tiers: tiers)) { .avatarStored($0) }
        case .avatarFailed(let error):
            model.error = "Could not load the avatar: \(error)"
            return .none
        case .avatarStored:
            return .none
        case .backTapped:
            return .navigate(.pop)
        case .sessionChanged(let session):
            if let session { model.token = session.token }
            return .none
        }
    }

    /// `GET {api}/me` with `Authorization: Bearer <token>` (a secret header: redacted when printed or logged).
    public static func userRequest(_ model: Model) -> HTTPRequest {
        .get(model.api.url("me"), headers: [model.token.header])
    }

    /// The cache key of an avatar: its absolute URL.
    public static func cacheKey(_ url: String) -> String { "avatar:" + url }

    private static func fetchUser(_ model: Model) -> Effect<Msg> {
        .http(userRequest(model), decoding: ProfileUser.self, id: requestID) { result in
            switch result {
            case .success(let user): .userLoaded(user)
            case .failure(let error): .userFailed(error)
            }
        }
    }

    private static func downloadAvatar(_ model: Model) -> Effect<Msg> {
        guard let url = model.avatarURL else { return .none }
        return .http(.get(url), decoding: TextImage.self, id: avatarID) { result in
            switch result {
            case .success(let image): .avatarDownloaded(image)
            case .failure(let error): .avatarFailed(error)
            }
        }
    }
}
