import Foundation
import Reel
import ReelTesting
import Testing

/// An app-defined request: the stamp the server gives a name.
private struct StampRequest: Request {
    typealias Response = Int
    var name: String
}

/// A scene that reads its cache and asks for a stamp.
private enum Stamper: Scene {
    struct Model: Equatable, Sendable {
        var cached: CacheOutcome?
        var stamp: Int?
    }
    enum Msg: Equatable, Sendable, Codable {
        case loadTapped
        case loaded(CacheOutcome)
        case stampTapped
        case stamped(Int)
    }

    static let read = CacheCommand.read(key: "stamp", tiers: [.memory])

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .loadTapped: return .cache(read, id: "stamp") { .loaded($0) }
        case .loaded(let outcome): model.cached = outcome
        case .stampTapped: return .request(StampRequest(name: "ada")) { .stamped($0) }
        case .stamped(let stamp): model.stamp = stamp
        }
        return .none
    }
    static func render(_ model: Model, into frame: inout Frame) {}
}

@Suite struct SceneTesterRespondingTests {
    @Test func givenCacheCommandInFlight_whenAnswered_thenItsOutcomeIsReceived() {
        let log = FailureLog()
        let t = SceneTester<Stamper>(input: (), reporter: log.reporter)
        t.send(.loadTapped, commands: .cache(Stamper.read, id: "stamp"))

        #expect(t.pendingCacheCommands == [Stamper.read])
        #expect(t.pendingRequests.isEmpty)
        t.respond(to: Stamper.read, with: .hit(Data("x".utf8), from: .memory))
        t.receive(.loaded(.hit(Data("x".utf8), from: .memory))) { $0.cached = .hit(Data("x".utf8), from: .memory) }
        #expect(t.pendingCacheCommands.isEmpty)
        t.finish()
        #expect(log.failures == [])
    }

    @Test func givenAppDefinedRequestInFlight_whenAnswered_thenItsResponseIsReceived() {
        let log = FailureLog()
        let t = SceneTester<Stamper>(input: (), reporter: log.reporter)
        t.send(.stampTapped, commands: .request(StampRequest(name: "ada")))

        #expect(t.pendingCustomRequests.map { $0 as? StampRequest } == [StampRequest(name: "ada")])
        t.respond(to: StampRequest(name: "bob"), with: 1)
        #expect(log.failures == [#"request StampRequest(name: "bob") is not in flight; in flight:"# + "\n" + #"  request StampRequest(name: "ada")"#])
        t.respond(to: StampRequest(name: "ada"), with: 7)
        t.receive(.stamped(7)) { $0.stamp = 7 }
        #expect(t.pendingCustomRequests.isEmpty)
        t.finish()
        #expect(log.failures.count == 1)
    }

    @Test func givenNoSourceSubscription_whenEventEmitted_thenFailsNamingTheRunningOnes() {
        let log = FailureLog()
        let t = SceneTester<Stamper>(input: (), reporter: log.reporter)

        t.emit("tick", to: "ticker")

        #expect(log.failures == [#"no source subscription ticker has run; running: []"#])
    }
}
