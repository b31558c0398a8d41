import Foundation
import Reel

/// The world's side of an exploration: what each kind of command can be answered with, what each
/// source can emit, and how often the world (rather than the user) takes the next step.
///
/// Every answer is chosen from a list of candidates the world gives for that command, so that a
/// session records "answer #0 with candidate 2" and replays it exactly. By default an HTTP request
/// can succeed (status 200, empty body) or fail in each way `HTTPError` names; a cache read can
/// hit (an empty value) or miss; app-defined requests and sources need the app's candidates
/// (``answering(_:with:)``, ``emitting(_:with:)``), and are left unanswered without them.
public struct SimulatedWorld: Sendable {
    /// The candidate results of an HTTP request.
    public var http: @Sendable (HTTPRequest) -> [Result<HTTPResponse, HTTPError>] = { _ in Self.defaultHTTP }
    /// The candidate outcomes of a cache command.
    public var cache: @Sendable (CacheCommand) -> [CacheOutcome] = { command in
        if case .read = command { [.hit(Data(), from: .memory), .miss] } else { [.done] }
    }
    /// How likely each kind of step is, relative to the others, when it is possible.
    public var weights = Weights()
    private var responses: [ObjectIdentifier: @Sendable (any Request) -> [Any]] = [:]
    private var events: [ObjectIdentifier: @Sendable (any SubscriptionSource) -> [Any]] = [:]

    /// How often each kind of step is taken, relative to the others.
    public struct Weights: Sendable {
        /// The user sends a message.
        public var send = 4
        /// A command still wanted is answered.
        public var answer = 4
        /// A cancelled command is answered anyway (a late answer, which must be dropped).
        public var lateAnswer = 1
        /// Virtual time moves to the next timer or tick.
        public var advanceTime = 2
        /// A running source emits an event.
        public var emit = 2

        /// The default weights.
        public init() {}
    }

    /// A world with the default candidates.
    public init() {}

    /// Succeeds with 200 and an empty body, or fails in each way but cancellation (which only the
    /// runtime does, and whose result it drops).
    public static let defaultHTTP: [Result<HTTPResponse, HTTPError>] = [
        .success(HTTPResponse()), .failure(.timedOut), .failure(.unreachable("simulated")),
        .failure(.status(500, body: Data())), .failure(.status(404, body: Data())), .failure(.bodyTooLarge(limit: 1_000_000)),
        .failure(.undecodable("simulated")), .failure(.failed("simulated")), .failure(.invalidURL("simulated")),
    ]

    /// The world answers requests of type `R` with one of `candidates(request)`.
    public func answering<R: Request>(_ type: R.Type, with candidates: @escaping @Sendable (R) -> [R.Response]) -> Self {
        var world = self
        world.responses[ObjectIdentifier(R.self)] = { request in (request as? R).map(candidates) ?? [] }
        return world
    }

    /// The world has sources of type `Source` emit one of `candidates(source)`.
    public func emitting<Source: SubscriptionSource>(
        _ type: Source.Type, with candidates: @escaping @Sendable (Source) -> [Source.Event]
    ) -> Self {
        var world = self
        world.events[ObjectIdentifier(Source.self)] = { source in (source as? Source).map(candidates) ?? [] }
        return world
    }

    /// The candidates for an app-defined request (empty: the world cannot answer it).
    func responses(to request: any Request) -> [Any] {
        responses[ObjectIdentifier(type(of: request))]?(request) ?? []
    }

    /// The candidate events of a source (empty: it never emits).
    func events(of source: any SubscriptionSource) -> [Any] {
        events[ObjectIdentifier(type(of: source))]?(source) ?? []
    }

    /// How many candidates the world has for a held item: answers to a command, or a source's events.
    @usableFromInline
    func candidateCount(for item: HeldWork.Item) -> Int {
        switch item.kind {
        case .http(let request, _): http(request).count
        case .cache(let command, _): cache(command).count
        case .request(let request, _): responses(to: request).count
        case .source(let source, _): events(of: source).count
        }
    }

    /// Candidate number `index` for a held item; nil if there is none. Only the chosen one is
    /// boxed as `Any`: the others are counted, never copied.
    @usableFromInline
    func candidate(_ index: Int, for item: HeldWork.Item) -> Any? {
        func pick<T>(_ candidates: [T]) -> Any? { candidates.indices.contains(index) ? candidates[index] : nil }
        return switch item.kind {
        case .http(let request, _): pick(http(request))
        case .cache(let command, _): pick(cache(command))
        case .request(let request, _): pick(responses(to: request))
        case .source(let source, _): pick(events(of: source))
        }
    }
}
