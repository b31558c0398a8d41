// Domain search: a debounced query field, one request per distinct query, latest wins, results as a list.
import ReelExampleSupport
import Reel

/// Searches domain names as the user types: `GET {api}/search?query=…`.
///
/// Typing restarts a 0.3 s timer with an id ("latest wins"), so a burst of keystrokes searches
/// once, for the last text. The query searched last is remembered: a timer that brings the same
/// query again does nothing (only distinct queries search). Every request carries the same id,
/// so a newer query cancels the older request, whose answer never reaches `update`; an empty
/// query cancels it too and shows the prompt instead.
///
/// While a query waits (the debounce, then the request) the screen says so: `Searching "med"…`,
/// never the previous query's results. A request that takes longer than ``progressInterval``
/// shows a spinner and the time waited, counted in ticks of an `every` subscription that runs only
/// while it loads.
public enum Search: AppScreen {
    /// What the search starts from.
    public struct Input: Sendable {
        /// The backend.
        public var api: API

        /// Creates an input.
        public init(api: API) { self.api = api }
    }

    /// What the results area shows.
    public enum Phase: Hashable, Sendable {
        /// Nothing to search: "Please, search something".
        case prompt
        /// A request for this query is running.
        case loading(String)
        /// The domains found, in the server's order (never empty).
        case found([Domain])
        /// The server found nothing: "No result for this request".
        case nothing
        /// The request failed; the reason in one line, and `retry` sends it again.
        case failed(String)
    }

    /// The search screen's state.
    public struct Model: Hashable, Sendable {
        /// The backend.
        public var api: API
        /// The query field, as typed.
        public var query = ""
        /// The last query searched (trimmed), to search only distinct queries; nil before any.
        public var searched: String?
        /// What the results area shows.
        public var phase = Phase.prompt
        /// The highlighted row of the results, which the list keeps on screen.
        public var selection = 0
        /// How many ``progressInterval`` ticks the running request has waited (0 when none runs).
        public var waited = 0

        /// Creates a model.
        public init(
            api: API, query: String = "", searched: String? = nil, phase: Phase = .prompt, selection: Int = 0, waited: Int = 0
        ) {
            self.api = api
            self.query = query
            self.searched = searched
            self.phase = phase
            self.selection = selection
            self.waited = waited
        }

        /// The typed query (trimmed) while it waits for the debounce to search it; nil when the
        /// results area shows the query searched last.
        public var pending: String? {
            let typed = query.trimmingBlanks
            return typed == (searched ?? "") ? nil : typed
        }
    }

    /// What happens on the search screen.
    public enum Msg: Hashable, Sendable, Codable {
        /// The user set the whole query field.
        case queryChanged(String)
        /// The debounce timer fired with the query as it was typed.
        case queryDebounced(String)
        /// The server answered a query with these domains.
        case searchResponded(query: String, domains: [Domain])
        /// The request for a query failed.
        case searchFailed(query: String, error: HTTPError)
        /// The user asked to send the failed request again.
        case retryTapped
        /// The user moved the highlighted row by some rows (negative: up).
        case selectionMoved(by: Int)
        /// The user asked to go back to the previous screen.
        case backTapped
        /// The running request has waited one more ``progressInterval``.
        case progressTicked
    }

    /// The id of the debounce timer.
    public static let debounceID: EffectID = "search.debounce"
    /// The id of the search request.
    public static let requestID: EffectID = "search.request"
    /// How long the query must stay still before it is searched.
    public static let debounceDelay: Duration = .milliseconds(300)
    /// The id of the progress ticks while a request runs.
    public static let progressID: EffectID = "search.progress"
    /// How often a running request's progress moves on: longer than the offline backend takes, so
    /// only a slow answer shows a spinner.
    public static let progressInterval: Duration = .milliseconds(200)

    public static let name = "search"

    public static func title(of model: Model) -> String { "Domain search" }

    /// `search`.
    public static func input(for route: AppRoute, in context: AppContext) -> Result<Input, RouteRefusal>? {
        route.segments == ["search"] ? .success(Input(api: context.api)) : nil
    }

    /// How far `down` and `up` move the highlighted result.
    public static let pageStep = 10

    public static func start(_ input: Input) -> (Model, Effect<Msg>) { (Model(api: input.api), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .queryChanged(let text):
            model.query = text
            return .after(debounceDelay, send: .queryDebounced(text), id: debounceID)
        case .queryDebounced(let text):
            let term = text.trimmingBlanks
            guard term != model.searched else { return .none }
            model.searched = term
            model.selection = 0
            model.waited = 0
            if term.isEmpty {
                model.phase = .prompt
                return .cancel(requestID)
            }
            model.phase = .loading(term)
            return search(term, api: model.api)
        case .searchResponded(let query, let domains):
            guard query == model.searched else { return .none }
            model.phase = domains.isEmpty ? .nothing : .found(domains)
            model.waited = 0
            return .none
        case .searchFailed(let query, let error):
            guard query == model.searched else { return .none }
            model.phase = .failed(error.description)
            model.waited = 0
            return .none
        case .retryTapped:
            guard case .failed = model.phase, let term = model.searched else { return .none }
            model.phase = .loading(term)
            return search(term, api: model.api)
        case .backTapped:
            return .navigate(.pop)
        case .progressTicked:
            guard case .loading = model.phase else { return .none }
            model.waited += 1
            return .none
        case .selectionMoved(let rows):
            guard case .found(let domains) = model.phase else { return .none }
            model.selection = min(max(0, model.selection + rows), domains.count - 1)
            return .none
        }
    }

    /// Progress ticks while a request runs; nothing otherwise.
    public static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        guard case .loading = model.phase else { return .none }
        return .every(progressInterval, id: progressID) { _ in .progressTicked }
    }

    /// `GET {api}/search?query=<term, percent-encoded>`.
    public static func request(_ term: String, api: API) -> HTTPRequest {
        .get(api.url("search", query: [("query", term)]))
    }

    private static func search(_ term: String, api: API) -> Effect<Msg> {
        .http(request(term, api: api), decoding: DomainList.self, id: requestID) { result in
            switch result {
            case .success(let list): .searchResponded(query: term, domains: list.domains)
            case .failure(let error): .searchFailed(query: term, error: error)
            }
        }
    }
}
