import Foundation
import Reel
import ReelLog

/// A test scene for liveness: a load that shows a spinner while an app-defined request (``LoadRequest``)
/// runs, a cancel that stops it, and a timeout that gives up on a request never answered.
enum Loader: LoggableScene {
    struct Model: Equatable, Sendable {
        var loading = false
        var answer: String?
    }

    enum Msg: Equatable, Sendable, Codable {
        case loadTapped
        case cancelTapped
        case answered(String)
        case timedOut
    }

    /// What a planted bug leaves out.
    struct Bugs {
        var cancelKeepsSpinner = false
        var noTimeout = false
        var retriesForever = false
    }

    static let messageSamples: [Msg] = [.loadTapped, .cancelTapped, .answered("x"), .timedOut]
    static var requestSamples: [any Request] { [LoadRequest(path: "data")] }
    static let loadID: EffectID = "load"
    static let timeoutID: EffectID = "timeout"

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { update(&model, msg, bugs: Bugs()) }

    /// The update with its planted bugs as a parameter, so that a changed copy can plant one.
    static func update(_ model: inout Model, _ msg: Msg, bugs: Bugs) -> Effect<Msg> {
        switch msg {
        case .loadTapped:
            guard !model.loading else { return .none }
            model.loading = true
            let request = Effect<Msg>.request(LoadRequest(path: "data"), id: loadID) { .answered($0) }
            return bugs.noTimeout ? request : .batch([request, .after(.seconds(5), send: .timedOut, id: timeoutID)])
        case .cancelTapped:
            guard model.loading else { return .none }
            if !bugs.cancelKeepsSpinner { model.loading = false }
            return .batch([.cancel(loadID), .cancel(timeoutID)])
        case .answered("fail") where bugs.retriesForever:
            return .request(LoadRequest(path: "data"), id: loadID) { .answered($0) }
        case .answered(let answer):
            model.loading = false
            model.answer = answer
            return .cancel(timeoutID)
        case .timedOut:
            model.loading = false
            return .cancel(loadID)
        }
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw(model.loading ? "Loading…" : "Answer: \(model.answer ?? "none")", x: 0, y: 0)
    }

    /// The checker's alphabet: load when not loading, cancel when loading.
    static let actions: @Sendable (Model) -> [Msg] = { $0.loading ? [.cancelTapped] : [.loadTapped] }
}

/// The request the loader sends: a world may answer it or not.
struct LoadRequest: Request {
    typealias Response = String
    var path: String
}

/// A copy of the loader, unless it changes the update.
protocol LoaderCopy: LoggableScene where Input == Void, Model == Loader.Model, Msg == Loader.Msg {}

extension LoaderCopy {
    static var appName: String { Loader.appName }
    static var messageSamples: [Msg] { Loader.messageSamples }
    static var requestSamples: [any Request] { Loader.requestSamples }
    static func start(_ input: Void) -> (Model, Effect<Msg>) { Loader.start(input) }
    static func render(_ model: Model, into frame: inout Frame) { Loader.render(model, into: &frame) }
}

/// The loader with a planted bug: a cancel stops the request and leaves the spinner on.
enum SpinnerKeepingLoader: LoaderCopy {
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        Loader.update(&model, msg, bugs: Loader.Bugs(cancelKeepsSpinner: true))
    }
}

/// The loader with a planted bug: no timeout, so a request the server never answers runs forever.
enum TimeoutlessLoader: LoaderCopy {
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { Loader.update(&model, msg, bugs: Loader.Bugs(noTimeout: true)) }
}

/// The loader with a planted bug: a failed answer is asked again at once, forever.
enum RetryingLoader: LoaderCopy {
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        Loader.update(&model, msg, bugs: Loader.Bugs(noTimeout: true, retriesForever: true))
    }
}
