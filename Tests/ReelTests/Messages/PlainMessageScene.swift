import Reel

/// An error that is `Equatable` but not `Codable`, as an SDK's often is.
struct LookupFailure: Error, Equatable, Sendable {
    var reason: String
}

/// A request whose response is a plain `Result`, not `Codable`.
struct LookWordUp: Request, Hashable {
    typealias Response = Result<String, LookupFailure>
    var word: String
    static var tag: String { "look-word-up" }
}

/// A plain scene (not logged) whose message carries a `Result` with a non-`Codable` error: one
/// case per response, and no switch in `then`.
enum WordLookup: Scene {
    struct Model: Equatable, Sendable {
        var answer: Result<String, LookupFailure>?
    }

    enum Msg: Equatable, Sendable {
        case lookUp(String)
        case lookedUp(Result<String, LookupFailure>)
    }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .lookUp(let word):
            return .request(LookWordUp(word: word), id: "look-up", then: Msg.lookedUp)
        case .lookedUp(let answer):
            model.answer = answer
            return .none
        }
    }

    static func render(_ model: Model, into frame: inout Frame) {
        switch model.answer {
        case .success(let text): _ = frame.draw(text, x: 0, y: 0)
        case .failure(let failure): _ = frame.draw("failed: \(failure.reason)", x: 0, y: 0)
        case nil: break
        }
    }
}

extension Services {
    /// Services whose dictionary knows "reel" and fails every other word.
    static func dictionary() -> Services {
        var services = Services(seed: 1)
        services.register(LookWordUp.self) { request async in
            request.word == "reel" ? .success("a spool") : .failure(LookupFailure(reason: "no \(request.word)"))
        }
        return services
    }
}
