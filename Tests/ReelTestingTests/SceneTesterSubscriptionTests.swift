import Foundation
import Reel
import ReelTesting
import Testing

/// An app-defined request and source for the tester's tests.
private struct Lookup: Request, Hashable {
    typealias Response = Result<String, LookupError>
    var key: String
}

private struct LookupError: Error, Hashable, Sendable {}

private struct Lines: SubscriptionSource, Hashable {
    typealias Event = String
    var url: String
}

/// A stopwatch-like probe: ticks while running, follows a feed while one is set, looks keys up.
private enum Watch: Scene {
    struct Model: Equatable, Sendable {
        var running = false
        var ticks = 0
        var feed: String?
        var lines: [String] = []
        var found: [String] = []
        var startedAt: Date?
    }
    enum Msg: Equatable, Sendable, Codable {
        case start, stop, ticked(Date), follow(String?), line(String), lookUp(String), found(String), failed, stamp, stamped(Date)
    }
    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .start: model.running = true
        case .stop: model.running = false
        case .ticked: model.ticks += 1
        case .follow(let url): model.feed = url
        case .line(let line): model.lines.append(line)
        case .lookUp(let key):
            return .request(Lookup(key: key), id: "lookup") { result in (try? result.get()).map(Msg.found) ?? .failed }
        case .found(let value): model.found.append(value)
        case .failed: break
        case .stamp: return .now { .stamped($0) }
        case .stamped(let date): model.startedAt = date
        }
        return .none
    }
    static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        .batch([
            model.running ? .every(.milliseconds(100), id: "tick") { .ticked($0) } : .none,
            model.feed.map { .source(Lines(url: $0), id: "feed") { .line($0) } } ?? .none,
        ])
    }
    static func render(_ model: Model, into frame: inout Frame) {}
}

@Suite("SceneTester: subscriptions, app-defined requests, given a model")
struct SceneTesterSubscriptionTests {
    private let tick = Subscription<Watch.Msg>.every(.milliseconds(100), id: "tick") { .ticked($0) }

    @Test("given a running every, when the clock advances 350 ms, then exactly three ticks wait to be received")
    func advanceDeliversDueTicks() {
        let t = SceneTester<Watch>(input: ())
        t.send(.start, { $0.running = true }, subscriptions: SubscriptionChanges(started: [tick]))
        t.advance(by: .milliseconds(350))
        let epoch = t.clock.epoch
        for (n, ms) in [100, 200, 300].enumerated() {
            t.receive(.ticked(epoch.addingTimeInterval(Double(ms) / 1000))) { $0.ticks = n + 1 }
        }
        t.send(.stop, { $0.running = false }, subscriptions: SubscriptionChanges(stopped: ["tick"]))
        t.advance(by: .seconds(1))
        #expect(t.runningSubscriptions.isEmpty)
    }

    @Test("given a started subscription the test did not state, then the step fails naming it")
    func unstatedSubscriptionFails() throws {
        let log = FailureLog()
        let t = SceneTester<Watch>(input: (), reporter: log.reporter)
        t.send(.start) { $0.running = true }
        let failure = try #require(log.failures.first)
        #expect(failure.contains("the subscriptions changed otherwise"))
        #expect(failure.contains("actual:   start every 100ms id=tick"))
    }

    @Test("given a source subscription, when the test emits on it, then its message is received; after it stops, a late event is dropped")
    func emitOnASource() {
        let t = SceneTester<Watch>(input: ())
        let feed = Subscription<Watch.Msg>.source(Lines(url: "http://feed"), id: "feed") { .line($0) }
        t.send(.follow("http://feed"), { $0.feed = "http://feed" }, subscriptions: SubscriptionChanges(started: [feed]))
        t.emit("hello", to: "feed")
        t.receive(.line("hello")) { $0.lines = ["hello"] }
        t.send(.follow(nil), { $0.feed = nil }, subscriptions: SubscriptionChanges(stopped: ["feed"]))
        t.emit("late", to: "feed")
        t.finish()
        #expect(t.dropped == [.line("late")])
    }

    @Test("given an app-defined request, when the test answers it, then the message is received; an expected command needs no `then`")
    func answerACustomRequest() {
        let t = SceneTester<Watch>(input: ())
        t.send(.lookUp("a"), commands: .request(Lookup(key: "a"), id: "lookup"))
        #expect(t.pendingCustomRequests.count == 1)
        t.respond(to: Lookup(key: "a"), with: .success("A"))
        t.receive(.found("A")) { $0.found = ["A"] }
        t.send(.lookUp("b"), commands: .request(Lookup(key: "b"), id: "lookup"))
        t.send(.lookUp("c"), commands: .request(Lookup(key: "c"), id: "lookup"))
        t.respond(to: Lookup(key: "c"), with: .failure(LookupError()))
        t.receive(.failed)
        t.respond(to: Lookup(key: "b"), with: .success("B"))  // replaced by c: a late answer
        t.finish()
        #expect(t.dropped == [.found("B")])
    }

    @Test("given a model (not the start), when a message is sent, then the tester runs from there, subscriptions included")
    func givenAModel() {
        let given = Watch.Model(running: true, ticks: 41)
        let t = SceneTester<Watch>(model: given, subscriptions: [tick])
        t.advance(by: .milliseconds(100))
        t.receive(.ticked(t.clock.epoch.addingTimeInterval(0.1))) { $0.ticks = 42 }
        t.send(.stamp, commands: .now())
        t.receive(.stamped(t.clock.epoch.addingTimeInterval(0.1))) { $0.startedAt = t.clock.epoch.addingTimeInterval(0.1) }
        t.discardInFlight()
    }
}
