import ReelExampleSupport
import Reel

/// One item's details, with its picture loaded through the cache: a cache read (memory, then
/// disk); on a miss, the network; then a cache write, so the next visit needs no request.
///
/// `share` asks the coordinator to present the share sheet as a modal (`share/<id>?name=…`).
public enum ItemDetails: AppScreen {
    /// What the details start from.
    public struct Input: Sendable {
        /// The backend.
        public var api: API
        /// The item's id.
        public var itemID: String

        /// Creates an input.
        public init(api: API, itemID: String) {
            self.api = api
            self.itemID = itemID
        }
    }

    /// Where the item's data stands.
    public enum Phase: Hashable, Sendable {
        /// The request for the item is running.
        case loading
        /// The item.
        case loaded(ItemDetail)
        /// The request failed; `retry` sends it again.
        case failed(String)
    }

    /// Where the item's picture stands.
    public enum Picture: Hashable, Sendable {
        /// Not asked for yet (the item has not arrived).
        case none
        /// Being read from the cache, or downloaded after a miss.
        case loading
        /// Shown; `cached` says whether it came from the cache rather than the network.
        case shown(TextImage, cached: Bool)
        /// Could not be had; the reason in one line.
        case failed(String)
    }

    /// The details' state.
    public struct Model: Hashable, Sendable {
        /// The backend.
        public var api: API
        /// The item's id.
        public var itemID: String
        /// The item's data.
        public var phase = Phase.loading
        /// The item's picture.
        public var picture = Picture.none

        /// Creates a model.
        public init(api: API, itemID: String, phase: Phase = .loading, picture: Picture = .none) {
            self.api = api
            self.itemID = itemID
            self.phase = phase
            self.picture = picture
        }
    }

    /// What happens on the details.
    public enum Msg: Hashable, Sendable, Codable {
        /// The backend sent the item.
        case itemLoaded(ItemDetail)
        /// The request for the item failed.
        case itemFailed(HTTPError)
        /// The user asked to send the failed request again.
        case retryTapped
        /// The cache held the picture, in this tier.
        case pictureCached(TextImage, from: CacheTier)
        /// The cache did not hold the picture (or held something unreadable, or failed).
        case pictureNotCached
        /// The network sent the picture.
        case pictureDownloaded(TextImage)
        /// The picture's download failed.
        case pictureFailed(HTTPError)
        /// The cache write of a downloaded picture finished (`done` or `failed`).
        case pictureStored(CacheOutcome)
        /// The user asked to share the item.
        case shareTapped
        /// The user asked to go back to the previous screen.
        case backTapped
    }

    /// The id of the item request.
    public static let requestID: EffectID = "item.detail"
    /// The id of the picture's cache read and download (one at a time).
    public static let pictureID: EffectID = "item.picture"
    /// The cache tiers the picture is read from and written to, fastest first.
    public static let tiers: [CacheTier] = [.memory, .disk]

    public static let name = "item"

    /// `catalog/item/ID`.
    public static func input(for route: AppRoute, in context: AppContext) -> Result<Input, RouteRefusal>? {
        let path = route.segments
        guard path.count == 3, path[0] == "catalog", path[1] == "item", !path[2].isEmpty else { return nil }
        return .success(Input(api: context.api, itemID: path[2]))
    }

    public static func title(of model: Model) -> String {
        if case .loaded(let item) = model.phase { return item.name }
        return "Item"
    }

    public static func start(_ input: Input) -> (Model, Effect<Msg>) {
        let model = Model(api: input.api, itemID: input.itemID)
        return (model, load(model))
    }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .itemLoaded(let item):
            model.phase = .loaded(item)
            model.picture = .loading
            return .cache(.read(key: cacheKey(item, api: model.api), tiers: tiers), id: pictureID) { outcome in
                if case .hit(let data, let tier) = outcome, let image = TextImage(data: data) {
                    return .pictureCached(image, from: tier)
                }
                return .pictureNotCached
            }
        case .itemFailed(let error):
            model.phase = .failed(error.description)
            return .none
        case .retryTapped:
            guard case .failed = model.phase else { return .none }
            model.phase = .loading
            return load(model)
        case .pictureCached(let image, _):
            model.picture = .shown(image, cached: true)
            return .none
        case .pictureNotCached:
            guard case .loaded(let item) = model.phase else { return .none }
            return .http(.get(model.api.resolve(item.image)), decoding: TextImage.self, id: pictureID) { result in
                switch result {
                case .success(let image): .pictureDownloaded(image)
                case .failure(let error): .pictureFailed(error)
                }
            }
        case .pictureDownloaded(let image):
            guard case .loaded(let item) = model.phase else { return .none }
            model.picture = .shown(image, cached: false)
            return .cache(.write(key: cacheKey(item, api: model.api), value: image.data, tiers: tiers)) {
                .pictureStored($0)
            }
        case .pictureFailed(let error):
            model.picture = .failed(error.description)
            return .none
        case .pictureStored:
            return .none
        case .backTapped:
            return .navigate(.pop)
        case .shareTapped:
            guard case .loaded(let item) = model.phase else { return .none }
            return .navigate(.present(ShareSheet.route(for: item)))
        }
    }

    /// The cache key of an item's picture: its absolute URL.
    public static func cacheKey(_ item: ItemDetail, api: API) -> String { "image:" + api.resolve(item.image) }

    /// `GET {api}/items/<id>`.
    public static func request(_ model: Model) -> HTTPRequest {
        .get(model.api.url("items/" + API.percentEncode(model.itemID)))
    }

    private static func load(_ model: Model) -> Effect<Msg> {
        .http(request(model), decoding: ItemDetail.self, id: requestID) { result in
            switch result {
            case .success(let item): .itemLoaded(item)
            case .failure(let error): .itemFailed(error)
            }
        }
    }
}
