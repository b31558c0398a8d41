import Foundation
import Reel
import ReelTesting
import Testing

/// A screen that asks to navigate, as an app's screens do: its "back" is a pop intent.
enum Asker: Scene {
    typealias Model = Int
    enum Msg: Equatable, Sendable, Codable { case back, fetch(String), fetched(String) }
    static func start(_ id: Int) -> (Model, Effect<Msg>) { (id, .request(Fetch(key: "start \(id)"), id: "start") { .fetched($0) }) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .back: .navigate(.pop)
        case .fetch(let key): .request(Fetch(key: key), id: Loader.fetchID) { .fetched($0) }
        case .fetched: .none
        }
    }
    static func render(_ model: Model, into frame: inout Frame) {}
}

/// The screens of ``Coordinator``: one scene type is enough.
enum AskerScreen: SceneCases {
    case asker(Asker.Model)

    enum Msg: Equatable, Sendable, Codable { case asker(Asker.Msg) }

    mutating func update(_ msg: Msg) -> Effect<Msg>? {
        switch (self, msg) {
        case (.asker(let model), .asker(let msg)): Asker.update(model, msg, in: &self, as: AskerScreen.asker, Msg.asker)
        }
    }

    func subscriptions() -> Subscriptions<Msg> { .none }
}

/// A coordinator as an app writes one: screens under scopes named `screen-ID`, and their intents
/// honored as its own messages, from the top screen only.
enum Coordinator: Scene {
    struct Model: Equatable, Sendable { var stack = SceneStack<AskerScreen>() }

    enum Msg: Equatable, Sendable, Codable {
        case screen(id: Int, AskerScreen.Msg)
        case navigationRequested(from: Int, Navigation)
        case open(Int)
    }

    static let stack = ChildStack<Coordinator, AskerScreen>(
        \.stack, scopes: { EffectScope("screen-\($0)") }, Msg.screen, navigation: Msg.navigationRequested
    ) {
        if case .screen(let id, let msg) = $0 { (id, msg) } else { nil }
    }
    static let children = Children<Coordinator>(stack)

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        children.update(&model, msg) { model, msg in
            switch msg {
            case .open(let id): return stack.push(Asker.start(id, as: AskerScreen.asker, AskerScreen.Msg.asker), in: &model)
            case .navigationRequested(let id, .pop) where model.stack.top?.id == id: model.stack.pop()
            case .screen, .navigationRequested: break
            }
            return .none
        }
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

@Suite("Children: a stack's scopes named by the parent, and its screens' navigation intents")
struct ChildStackNamingTests {
    @Test("given a stack whose scopes are named screen-ID, when screens start, work and leave, then their work runs and stops under those scopes")
    func namedScopes() {
        let t = SceneTester<Coordinator>(input: ())
        let start: Effect<Coordinator.Msg> = .request(Fetch(key: "start 1"), id: "start") { .screen(id: 1, .asker(.fetched($0))) }
        t.send(.open(1), { $0.stack.push(.asker(1)) }, commands: start.map(scope: "screen-1") { $0 })
        t.send(.open(2), { $0.stack.push(.asker(2)) }, commands: Coordinator.stack.lift(Asker.start(2).1.map(AskerScreen.Msg.asker), from: 2))
        #expect(Coordinator.stack.scope(of: 2) == "screen-2")
        t.send(.screen(id: 2, .asker(.fetch("a"))), commands: Coordinator.stack.lift(.request(Fetch(key: "a"), id: Loader.fetchID) { .asker(.fetched($0)) }, from: 2))
        t.send(.screen(id: 2, .asker(.back)), commands: .send(.navigationRequested(from: 2, .pop)))
        t.receive(.navigationRequested(from: 2, .pop), { $0.stack.pop() }, commands: [.cancelScope("screen-2")])
        t.respond(to: Fetch(key: "a"), with: "A")
        #expect(t.dropped == [.screen(id: 2, .asker(.fetched("A")))])
        t.discardInFlight()
    }

    @Test("given a stack that maps intents, when a screen's effect is lifted, then each intent becomes the parent's message from that screen, in place")
    func intentsBecomeMessages() {
        let mapped = ChildStack<Family, Screen>(\.stack, scope: "screen", Family.Msg.screen, navigation: { id, _ in .pop }) {
            if case .screen(let id, let msg) = $0 { (id, msg) } else { nil }
        }
        let effect = Effect<Screen.Msg>([.send(.label(.rename("a"))), .navigate(.dismiss), .send(.label(.rename("b")))])
        #expect(mapped.lift(effect, from: 3).commands == [.send(.screen(id: 3, .label(.rename("a")))), .send(.pop), .send(.screen(id: 3, .label(.rename("b"))))])
        #expect(mapped.scope(of: 3) == "screen/3", "scopes stay scope/<id> unless named")
        // A stack that maps no intents lets them go up as they are.
        #expect(Family.screenStack.lift(.navigate(.dismiss), from: 3).commands == [.navigate(.dismiss)])
    }
}
