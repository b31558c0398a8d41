import Reel
import ReelLog

/// A request answered by an `async throws` handler, with a `Codable` outcome.
struct Brew: Request, Hashable {
    typealias Response = Outcome<String, DescribedError>
    var name: String
}

/// A source whose events come from an `AsyncSequence`.
struct Drips: SubscriptionSource, Hashable {
    typealias Event = Int
    var pot: String
}

/// An error an SDK throws: neither `Codable` nor `Equatable`.
struct KettleError: Error {
    var code: Int
}

/// A scene whose request and subscription are served by async handlers.
enum Kettle: LoggableScene {
    struct Model: Equatable, Sendable {
        var brewed: [Outcome<String, DescribedError>] = []
        var drips: [Int] = []
        var dripping = false
    }

    enum Msg: Equatable, Sendable, Codable {
        case brew(String)
        case stop
        case brewed(Outcome<String, DescribedError>)
        case drip(Bool)
        case dripped(Int)
    }

    static var messageSamples: [Msg] {
        [.brew("tea"), .stop, .brewed(.success("tea")), .brewed(.failure(DescribedError("cold"))), .drip(true), .dripped(1)]
    }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .brew(let name):
            return .request(Brew(name: name), id: "brew", then: Msg.brewed)
        case .stop:
            return .cancel("brew")
        case .brewed(let outcome):
            model.brewed.append(outcome)
        case .drip(let on):
            model.dripping = on
        case .dripped(let drop):
            model.drips.append(drop)
        }
        return .none
    }

    static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        model.dripping ? .source(Drips(pot: "pot"), id: "drips", Msg.dripped) : .none
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

/// A one-shot signal a test awaits: raised by a handler, awaited with no sleep.
final class Signal: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    private let raised = Locked(0)

    init() { (stream, continuation) = AsyncStream.makeStream() }

    /// Raises the signal (any number of times; each raise is awaited once).
    func raise() {
        raised.withLock { $0 += 1 }
        continuation.yield()
    }

    /// How many times it was raised.
    var count: Int { raised.withLock { $0 } }

    /// Returns once the signal is raised (at once if it was raised and not yet awaited).
    func wait() async {
        for await _ in stream { return }
    }
}
