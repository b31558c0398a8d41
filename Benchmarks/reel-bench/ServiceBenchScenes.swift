import Foundation
import Reel

/// Keeps `concurrency` HTTP requests in flight until `total` have been answered.
enum LoopbackBench: Scene {
    struct Input {
        var url: String
        var total: Int
        var concurrency: Int
    }

    struct Model: Equatable, Sendable {
        var request: HTTPRequest
        var total: Int
        var issued = 0
        var answered = 0
        var failures = 0
    }

    enum Msg: Equatable, Sendable, Codable { case answered(ok: Bool) }

    static func start(_ input: Input) -> (Model, Effect<Msg>) {
        var model = Model(request: .get(input.url), total: input.total)
        let first = min(input.concurrency, input.total)
        model.issued = first
        return (model, .batch(Array(repeating: fetch(model.request), count: first)))
    }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .answered(let ok):
            model.answered += 1
            if !ok { model.failures += 1 }
            guard model.issued < model.total else { return .none }
            model.issued += 1
            return fetch(model.request)
        }
    }

    private static func fetch(_ request: HTTPRequest) -> Effect<Msg> {
        .http(request) { result in
            if case .success = result { return .answered(ok: true) }
            return .answered(ok: false)
        }
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("answered \(model.answered)/\(model.total)", x: 0, y: 0)
    }
}

/// Issues one cache command per message and counts the outcomes.
enum CacheBench: Scene {
    struct Model: Equatable, Sendable {
        var hits = 0
        var done = 0
        var other = 0
    }

    enum Msg: Equatable, Sendable, Codable {
        case commandRequested(CacheCommand)
        case answered(CacheOutcome)
    }

    /// The keys the scenarios cycle through.
    static let keys = (0..<64).map { "bench-key-\($0)" }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .commandRequested(let command):
            return .cache(command) { .answered($0) }
        case .answered(.hit):
            model.hits += 1
        case .answered(.done):
            model.done += 1
        case .answered:
            model.other += 1
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("hits \(model.hits) done \(model.done) other \(model.other)", x: 0, y: 0)
    }
}
