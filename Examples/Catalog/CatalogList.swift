import ReelExampleSupport
import Reel

// Catalog: items of a type sorted by name; opening one pushes its details, which can present a share sheet.

/// The items of one type, sorted alphabetically; opening a row asks the coordinator to push the
/// item's details (`catalog/item/<id>`). The list decides where to go; the coordinator goes there.
public enum CatalogList: AppScreen {
    /// What the list starts from.
    public struct Input: Sendable {
        /// The backend.
        public var api: API
        /// The type of items to list, as the backend names it (`fruit`).
        public var type: String

        /// Creates an input.
        public init(api: API, type: String = "fruit") {
            self.api = api
            self.type = type
        }
    }

    /// What the list shows.
    public enum Phase: Hashable, Sendable {
        /// The items are on their way.
        case loading
        /// The items, sorted by name.
        case loaded(type: String, items: [CatalogItem])
        /// The request failed; `retry` sends it again.
        case failed(String)
    }

    /// The list's state.
    public struct Model: Hashable, Sendable {
        /// The backend.
        public var api: API
        /// The type listed.
        public var type: String
        /// What the list shows.
        public var phase = Phase.loading
        /// The highlighted row (0-based), kept on screen.
        public var selection = 0
        /// A one-line answer to a command that could not be done (`open 99`).
        public var notice: String?

        /// The items on the list: those loaded, or none (what a UI's list shows, one row each).
        public var items: [CatalogItem] {
            if case .loaded(_, let items) = phase { items } else { [] }
        }

        /// Creates a model.
        public init(api: API, type: String, phase: Phase = .loading, selection: Int = 0, notice: String? = nil) {
            self.api = api
            self.type = type
            self.phase = phase
            self.selection = selection
            self.notice = notice
        }
    }

    /// What happens on the list.
    public enum Msg: Hashable, Sendable, Codable {
        /// The backend sent the items of the type.
        case itemsLoaded(CatalogPage)
        /// The request for the items failed.
        case itemsFailed(HTTPError)
        /// The user asked to send the failed request again.
        case retryTapped
        /// The user opened a row (1-based, as the list numbers them).
        case rowOpened(Int)
        /// The user moved the highlighted row by some rows (negative: up).
        case selectionMoved(by: Int)
        /// The user asked to go back to the previous screen.
        case backTapped
    }

    /// The id of the items request.
    public static let requestID: EffectID = "catalog.items"

    public static let name = "catalog"

    /// `catalog`, or `catalog?type=T` (fruit by default).
    public static func input(for route: AppRoute, in context: AppContext) -> Result<Input, RouteRefusal>? {
        route.segments == ["catalog"] ? .success(Input(api: context.api, type: route.query["type"] ?? "fruit")) : nil
    }

    public static func title(of model: Model) -> String {
        if case .loaded(let type, _) = model.phase { return type }
        return "Catalog"
    }

    public static func start(_ input: Input) -> (Model, Effect<Msg>) {
        let model = Model(api: input.api, type: input.type)
        return (model, load(model))
    }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .itemsLoaded(let page):
            model.phase = .loaded(type: page.type, items: CatalogItem.sortedByName(page.items))
            model.selection = 0
            return .none
        case .itemsFailed(let error):
            model.phase = .failed(error.description)
            return .none
        case .retryTapped:
            guard case .failed = model.phase else { return .none }
            model.phase = .loading
            return load(model)
        case .rowOpened(let row):
            guard case .loaded(_, let items) = model.phase else {
                model.notice = "The list is not loaded yet."
                return .none
            }
            guard items.indices.contains(row - 1) else {
                model.notice = items.isEmpty ? "The list is empty." : "No row \(row): pick 1–\(items.count)."
                return .none
            }
            model.selection = row - 1
            model.notice = nil
            return .navigate(.push(route(to: items[row - 1])))
        case .backTapped:
            return .navigate(.pop)
        case .selectionMoved(let rows):
            guard case .loaded(_, let items) = model.phase, !items.isEmpty else { return .none }
            model.notice = nil
            model.selection = min(max(0, model.selection + rows), items.count - 1)
            return .none
        }
    }

    /// The route of an item's details: `catalog/item/<id, percent-encoded>`.
    public static func route(to item: CatalogItem) -> Route {
        Route("catalog/item/\(API.percentEncode(item.id))")
    }

    /// `GET {api}/items?type=<type>`.
    public static func request(_ model: Model) -> HTTPRequest {
        .get(model.api.url("items", query: [("type", model.type)]))
    }

    private static func load(_ model: Model) -> Effect<Msg> {
        .http(request(model), decoding: CatalogPage.self, id: requestID) { result in
            switch result {
            case .success(let page): .itemsLoaded(page)
            case .failure(let error): .itemsFailed(error)
            }
        }
    }

    public static func render(_ model: Model, hint: String, into frame: inout Frame) {
        let body = frame.sceneBody
        switch model.phase {
        case .loading:
            frame.drawSceneStatus(model.notice ?? "Loading…", hint: hint)
            frame.drawParagraph(LoadingIndicator.text("Loading the catalog"), in: body)
        case .failed(let reason):
            frame.drawSceneStatus(model.notice ?? "Error", hint: hint)
            frame.drawParagraphs(["! Could not load the catalog: \(reason)", "", "retry to load again"], in: body)
        case .loaded(_, let items):
            let window = ListWindow(count: items.count, rows: body.height, selection: model.selection)
            let digits = String(items.count).count
            frame.drawList(window, in: body, selectionStyle: Theme.selection) { index in
                let number = String(index + 1)
                return String(repeating: " ", count: digits - number.count) + "\(number). \(items[index].name)"
            }
            frame.drawSceneStatus(model.notice ?? (items.isEmpty ? "No items" : window.indicator), hint: hint)
        }
    }
}

extension CatalogList {
    /// Every catalog list message, each shape once.
    public static let messageSamples: [Msg] =
        [.itemsLoaded(CatalogPage(type: "x", items: [])), .itemsLoaded(CatalogPage(type: "x", items: [CatalogItem(id: "x", name: "x")]))]
        + LogSamples.httpErrors.map(Msg.itemsFailed)
        + [.retryTapped, .rowOpened(1), .selectionMoved(by: 1), .backTapped]
}
