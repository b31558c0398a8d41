// The code of the section "Async handlers and errors" of the Reel article
// Sources/Reel/Reel.docc/EffectsAndSubscriptions.md, compiled and run here (GuideAsyncTests).
import Reel
import ReelLog

/// A quote about a topic, from a service whose SDK is `async throws`.
struct FetchQuote: Request, Hashable {
    typealias Response = Outcome<String, DescribedError>
    var topic: String
}

/// The SDK: its errors are neither `Codable` nor `Equatable`.
struct QuoteService: Sendable {
    struct Unavailable: Error {}
    var quotes: [String: String]

    func quote(about topic: String) async throws -> String {
        guard let quote = quotes[topic] else { throw Unavailable() }
        return quote
    }
}

/// A ticker whose prices come from an `AsyncSequence`.
struct Prices: SubscriptionSource, Hashable {
    typealias Event = Int
    var symbol: String
}

/// Shows a quote, logged: its one response case carries an ``Outcome``.
enum QuoteBoard: LoggableScene {
    struct Model: Equatable, Sendable {
        var quote: Outcome<String, DescribedError>?
        var prices: [Int] = []
    }

    enum Msg: Equatable, Sendable, Codable {
        case topicChosen(String)
        case quoted(Outcome<String, DescribedError>)
        case priced(Int)
    }

    static var messageSamples: [Msg] {
        [.topicChosen("time"), .quoted(.success("…")), .quoted(.failure(DescribedError("offline"))), .priced(1)]
    }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .topicChosen(let topic):
            return .request(FetchQuote(topic: topic), id: "quote", then: Msg.quoted)
        case .quoted(let outcome):
            model.quote = outcome
        case .priced(let price):
            model.prices.append(price)
        }
        return .none
    }

    static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        .source(Prices(symbol: "REEL"), id: "prices", Msg.priced)
    }

    static func render(_ model: Model, into frame: inout Frame) {}

    /// The services of the article's section.
    static func services(quotes: QuoteService, prices: [Int]) -> Services {
        var services = Services()
        services.register(FetchQuote.self) { request in
            try await quotes.quote(about: request.topic)
        }
        services.register(source: Prices.self) { source in
            AsyncStream<Int> { continuation in
                for price in prices { continuation.yield(price) }
            }
        }
        return services
    }
}
