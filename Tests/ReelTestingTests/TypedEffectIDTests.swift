import Foundation
import Reel
import ReelTesting
import Testing

/// An app's own effect ids, named once as constants: a misspelled name is a compile error, where a
/// misspelled string cancels nothing.
extension EffectID {
    fileprivate static let query: EffectID = "query"
    fileprivate static let slow: EffectID = "slow"
    fileprivate static let clock: EffectID = "clock"
    fileprivate static let feed: EffectID = "feed"
}

/// A search that starts a request and a timer under typed ids, and cancels them by the same ids.
private enum TypedSearch: Scene {
    struct Model: Equatable, Sendable { var running = false }
    enum Msg: Equatable, Sendable, Codable { case start, stop, slow, answered, ticked, fed(Int) }
    struct Feed: SubscriptionSource, Hashable { typealias Event = Int }

    static let request = HTTPRequest.get("http://typed.test/")

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .start:
            model.running = true
            return .batch([
                .http(request, id: .query) { _ in .answered },
                .after(.seconds(5), send: .slow, id: .slow),
            ])
        case .stop:
            model.running = false
            return .batch([.cancel(.query), .cancel(.slow)])
        case .slow, .answered, .ticked, .fed: return .none
        }
    }

    static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        model.running
            ? .batch([.every(.seconds(1), id: .clock) { _ in .ticked }, .source(Feed(), id: .feed, Msg.fed)])
            : .none
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

@Suite("Named effect ids: an app's EffectID constants work wherever a string id does")
struct TypedEffectIDTests {
    @Test("given a named id, a string literal, an EffectID and nil, then every form compiles and the named one equals its text")
    func everyFormCompilesAndTypedEqualsText() {
        typealias E = Effect<TypedSearch.Msg>
        let none: E = .after(.seconds(1), send: .slow, id: nil)
        let omitted: E = .after(.seconds(1), send: .slow)
        #expect(none == omitted)
        #expect(E.after(.seconds(1), send: .slow, id: .slow) == .after(.seconds(1), send: .slow, id: "slow"))
        #expect(E.after(.seconds(1), send: .slow, id: .slow) == .after(.seconds(1), send: .slow, id: EffectID("slow")))
        #expect(E.cancel(.query) == .cancel("query"))
        #expect(E.cancel(.query) == .cancel(EffectID("query")))
        #expect(E.now(id: .clock) { _ in .ticked } == .now(id: "clock"))
        #expect(E.uuid(id: .clock) { _ in .ticked } == .uuid(id: "clock"))
        #expect(E.uuid(id: nil) { _ in .ticked } == .uuid())
        #expect(E.random(in: 1...6, id: .clock, then: TypedSearch.Msg.fed) == .random(in: 1...6, id: "clock", then: TypedSearch.Msg.fed))
        #expect(E.cache(.read(key: "k", tiers: []), id: .feed) { _ in .ticked } == .cache(.read(key: "k", tiers: []), id: "feed"))
        #expect(E.http(TypedSearch.request, id: .query) == .http(TypedSearch.request, id: "query"))
        #expect(E.http(TypedSearch.request, decoding: [String].self, id: .query) { _ in .answered } == .http(TypedSearch.request, id: "query"))
        #expect(
            Subscriptions<TypedSearch.Msg>.every(.seconds(1), id: .clock) { _ in .ticked }
                == .every(.seconds(1), id: "clock") { _ in .ticked })
        #expect(EffectScope("row").scoping(.query) == EffectScope("row").scoping("query"))
        #expect(EffectID.query == "query")
        #expect(SubscriptionChanges<TypedSearch.Msg>(stopped: [.clock]) == .init(stopped: ["clock"]))
    }

    @Test("given a request and a timer started by named ids, when the same named ids are cancelled, then neither answers")
    func typedCancelStopsWhatTypedIDStarted() {
        let log = FailureLog()
        do {
            let t = SceneTester<TypedSearch>(input: (), reporter: log.reporter)
            t.send(.start, { $0.running = true },
                   commands: .batch([.http(TypedSearch.request, id: .query), .after(.seconds(5), send: .slow, id: "slow")]),
                   subscriptions: .init(started: [.every(.seconds(1), id: .clock) { _ in .ticked }, .source(TypedSearch.Feed(), id: "feed") { _ in .ticked }]))
            t.emit(7, to: .feed)
            t.receive(.fed(7))
            t.send(.stop, { $0.running = false }, commands: .batch([.cancel("query"), .cancel(.slow)]),
                   subscriptions: .init(stopped: [.clock, .feed]))
            t.advance(by: .seconds(10))
        }
        #expect(log.failures == [])
    }
}
