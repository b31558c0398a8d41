import Foundation
import Reel
import ReelLog
import ReelTesting

/// A feed of lines, for the finder's tests.
struct FinderFeed: SubscriptionSource, Hashable {
    typealias Event = String
    var name: String
}

/// A test scene for exploring by hand: a search whose newest query wins (an HTTP request with an
/// id, sent with the user's token), a feed it follows while asked to, and a bell rung after a delay.
enum Finder: LoggableScene {
    struct Model: Equatable, Sendable {
        var query = ""
        var found: [String] = []
        var failures = 0
        var following = false
        var lines: [String] = []
        var rings = 0
    }

    enum Msg: Equatable, Sendable, Codable {
        case typed(String)
        case answered(String)
        case failed(String)
        case followed(Bool)
        case lineArrived(String)
        case bellSet(seconds: Int)
        case bellRang
    }

    /// The token every search sends, secret: no frame may show it.
    static let token = "t0ken-42"

    static let messageSamples: [Msg] = [
        .typed("a"), .answered("a"), .failed("a"), .followed(true), .lineArrived("x"), .bellSet(seconds: 1), .bellRang,
    ]

    /// The search for `text`.
    static func request(_ text: String) -> HTTPRequest {
        .get("http://finder.test/?q=\(text)", headers: [HTTPHeader("authorization", Self.token)])
    }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .typed(let text):
            model.query = text
            return .http(request(text), id: "find") { result in (try? result.get()).map { _ in .answered(text) } ?? .failed(text) }
        case .answered(let text): model.found.append(text)
        case .failed: model.failures += 1
        case .followed(let on): model.following = on
        case .lineArrived(let line): model.lines.append(line)
        case .bellSet(let seconds): return .after(.seconds(seconds), send: .bellRang)
        case .bellRang: model.rings += 1
        }
        return .none
    }

    static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        model.following ? .source(FinderFeed(name: "news"), id: "feed") { .lineArrived($0) } : .none
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("found: \(model.found.joined(separator: ","))", x: 0, y: 0)
        frame.draw("lines: \(model.lines.joined(separator: ","))", x: 0, y: 1)
    }

    /// The default world, with a feed that says "hi" or "bye".
    static let world = SimulatedWorld().emitting(FinderFeed.self) { _ in ["hi", "bye"] }
}
