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
///
/// HTTP requests and cache commands are requests like the others: ``http`` and ``cache`` read and
/// set the candidates of `HTTPRequest` and `CacheCommand`, which `answering` sets too.
public struct SimulatedWorld: Sendable {
    /// The candidate results of an HTTP request.
    public var http: @Sendable (HTTPRequest) -> [Result<HTTPResponse, HTTPError>] {
        get { candidates(of: HTTPRequest.self) ?? { _ in Self.defaultHTTP } }
        set { candidateLists[ObjectIdentifier(HTTPRequest.self)] = Candidates(list: newValue) }
    }
    /// The candidate outcomes of a cache command.
    public var cache: @Sendable (CacheCommand) -> [CacheOutcome] {
        get { candidates(of: CacheCommand.self) ?? Self.defaultCache }
        set { candidateLists[ObjectIdentifier(CacheCommand.self)] = Candidates(list: newValue) }
    }
    /// How likely each kind of step is, relative to the others, when it is possible.
    public var weights = Weights()
    private var candidateLists: [ObjectIdentifier: any CandidateList] = [
        ObjectIdentifier(HTTPRequest.self): Candidates<HTTPRequest> { _ in Self.defaultHTTP },
        ObjectIdentifier(CacheCommand.self): Candidates(list: Self.defaultCache),
    ]
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

    /// A read can hit (an empty value) or miss; a write or remove is done.
    public static let defaultCache: @Sendable (CacheCommand) -> [CacheOutcome] = { command in
        if case .read = command { [.hit(Data(), from: .memory), .miss] } else { [.done] }
    }

    /// The world answers requests of type `R` with one of `candidates(request)`.
    public func answering<R: Request>(_ type: R.Type, with candidates: @escaping @Sendable (R) -> [R.Response]) -> Self {
        var world = self
        world.candidateLists[ObjectIdentifier(R.self)] = Candidates(list: candidates)
        return world
    }

    /// The candidates set for requests of type `R`, if any.
    private func candidates<R: Request>(of type: R.Type) -> (@Sendable (R) -> [R.Response])? {
        (candidateLists[ObjectIdentifier(R.self)] as? Candidates<R>)?.list
    }

    /// The world has sources of type `Source` emit one of `candidates(source)`.
    public func emitting<Source: SubscriptionSource>(
        _ type: Source.Type, with candidates: @escaping @Sendable (Source) -> [Source.Event]
    ) -> Self {
        var world = self
        world.events[ObjectIdentifier(Source.self)] = { source in (source as? Source).map(candidates) ?? [] }
        return world
    }

    /// The candidates for a request (empty: the world cannot answer it), each boxed.
    func responses(to request: any Request) -> [Any] {
        candidateLists[ObjectIdentifier(type(of: request))]?.all(for: request) ?? []
    }

    /// The candidate events of a source (empty: it never emits).
    func events(of source: any SubscriptionSource) -> [Any] {
        events[ObjectIdentifier(type(of: source))]?(source) ?? []
    }

    /// Every candidate for a held item, each boxed.
    @usableFromInline
    func candidates(for item: HeldWork.Item) -> [Any] {
        switch item.kind {
        case .request(let request, _): responses(to: request)
        case .source(let source, _): events(of: source)
        }
    }

    /// Candidate number `index` for a held item; nil if there is none. Only the chosen one is
    /// boxed as `Any`: the others are counted, never copied.
    @usableFromInline
    func candidate(_ index: Int, for item: HeldWork.Item) -> Any? {
        switch item.kind {
        case .request(let request, _): candidateLists[ObjectIdentifier(type(of: request))]?.candidate(index, for: request)
        case .source(let source, _): pick(index, from: events(of: source))
        }
    }
}

/// The candidate responses of one request type, kept typed: counting them copies none, and only
/// the chosen one is boxed as `Any`.
private protocol CandidateList: Sendable {
    /// How many candidates there are for `request`.
    func count(for request: any Request) -> Int
    /// Candidate number `index` for `request`; nil if there is none.
    func candidate(_ index: Int, for request: any Request) -> Any?
    /// Every candidate for `request`, each boxed.
    func all(for request: any Request) -> [Any]
}

private struct Candidates<R: Request>: CandidateList {
    let list: @Sendable (R) -> [R.Response]

    func count(for request: any Request) -> Int { (request as? R).map(list)?.count ?? 0 }

    func candidate(_ index: Int, for request: any Request) -> Any? {
        (request as? R).map(list).flatMap { pick(index, from: $0) }
    }

    func all(for request: any Request) -> [Any] { (request as? R).map(list)?.map { $0 as Any } ?? [] }
}

/// Element `index` of `candidates`, boxed; nil if there is none.
private func pick<T>(_ index: Int, from candidates: [T]) -> Any? {
    candidates.indices.contains(index) ? candidates[index] : nil
}
