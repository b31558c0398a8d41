import Reel

/// A scene that asks for something as it starts (a request answered by hand, see ``HeldFetches``):
/// what the store's start tests count.
enum Launch: Scene {
    struct Status: Equatable, Sendable {
        var text = "starting"
    }

    struct Model: Equatable, Sendable {
        var status = Status()
        var answers: [String] = []
    }

    enum Msg: Equatable, Sendable {
        case answered(String)
        case renamed(String)
    }

    static func start(_ input: Void) -> (Model, Effect<Msg>) {
        (Model(), .request(Panel.Fetch(name: "startup"), id: EffectID("startup")) { .answered($0) })
    }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .answered(let answer):
            model.answers.append(answer)
            model.status.text = "ready"
        case .renamed(let text):
            model.status.text = text
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw(model.status.text, x: 0, y: 0)
    }
}
