import Foundation
import Reel

/// A test scene that performs the HTTP requests it is told to and records every answer it gets.
///
/// Its model is the history of answers, in the order `update` saw them: a test asserts that a
/// cancelled request's answer is absent from it.
enum HTTPProbe: Scene {
    /// A page of the domain search API, as the example app decodes it.
    struct SearchPage: Codable, Equatable, Sendable {
        struct Domain: Codable, Equatable, Sendable {
            var domain: String
        }

        var total: Int
        var domains: [Domain]
    }

    /// What a request ended in.
    enum Outcome: Codable, Equatable, Sendable {
        case response(HTTPResponse)
        case page(SearchPage)
        case failure(HTTPError)
    }

    /// One answer, tagged with the request it belongs to.
    struct Answer: Codable, Equatable, Sendable {
        var tag: String
        var outcome: Outcome
    }

    struct Model: Equatable, Sendable {
        var answers: [Answer] = []
    }

    enum Msg: Codable, Equatable, Sendable {
        /// Perform a request and report the raw response.
        case fetchRequested(tag: String, request: HTTPRequest, id: EffectID?)
        /// Perform a request and decode a search page from its body.
        case searchRequested(tag: String, request: HTTPRequest, id: EffectID?)
        /// Cancel the request with this id.
        case cancelRequested(EffectID)
        /// A request answered.
        case responded(Answer)
    }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .fetchRequested(let tag, let request, let id):
            return .http(request, id: id) { result in
                .responded(Answer(tag: tag, outcome: result.map(Outcome.response).catchingFailure()))
            }
        case .searchRequested(let tag, let request, let id):
            return .http(request, decoding: SearchPage.self, id: id) { result in
                .responded(Answer(tag: tag, outcome: result.map(Outcome.page).catchingFailure()))
            }
        case .cancelRequested(let id):
            return .cancel(id)
        case .responded(let answer):
            model.answers.append(answer)
            return .none
        }
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("answers: \(model.answers.count)", x: 0, y: 0)
    }
}

extension Result where Success == HTTPProbe.Outcome, Failure == HTTPError {
    /// The outcome, with a failure turned into `.failure`.
    func catchingFailure() -> HTTPProbe.Outcome {
        switch self {
        case .success(let outcome): outcome
        case .failure(let error): .failure(error)
        }
    }
}
