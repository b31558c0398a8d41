import Foundation
import Reel
import ReelTesting
import Testing

/// A child scene: a counter whose save is debounced and whose load goes over HTTP.
private enum Child: Scene {
    typealias Model = Int
    enum Msg: Equatable, Sendable, Codable {
        case incrementTapped
        case saveFired
        case loaded(Int)
    }

    static func start(_ input: Void) -> (Int, Effect<Msg>) {
        (0, .http(.get("http://child.test/count")) { .loaded((try? $0.get().status) ?? -1) })
    }

    static func update(_ model: inout Int, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .incrementTapped:
            model += 1
            return .batch([.after(.milliseconds(300), send: .saveFired, id: "save"), .navigate(.push("saved"))])
        case .saveFired: return .none
        case .loaded(let value):
            model = value
            return .none
        }
    }

    static func render(_ model: Int, into frame: inout Frame) { frame.draw("child \(model)", x: 0, y: 0) }
}

/// A parent that embeds the child: the child's messages and effects map into the parent's.
private enum Parent: Scene {
    struct Model: Equatable, Sendable {
        var child = 0
        var title = "parent"
    }
    enum Msg: Equatable, Sendable, Codable { case child(Child.Msg) }

    static func start(_ input: Void) -> (Model, Effect<Msg>) {
        let (child, effect) = Child.start(())
        return (Model(child: child), effect.map(Msg.child))
    }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .child(let childMsg): Child.update(&model.child, childMsg).map(Msg.child)
        }
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw(model.title, x: 0, y: 0)
        frame.draw("child \(model.child)", x: 0, y: 1)
    }
}

@Suite("Effects map through a parent")
struct EffectMappingTests {
    @Test("given a child effect, when mapped, then each command keeps its description and its messages are wrapped")
    func mappingKeepsDescriptions() {
        var child = 0
        let effect = Child.update(&child, .incrementTapped).map(Parent.Msg.child)
        let expected: Effect<Parent.Msg> = [
            .timer(after: .milliseconds(300), send: .child(.saveFired), id: "save"),
            .navigate(.push("saved")),
        ]
        #expect(effect == expected)
    }

    @Test("given a parent embedding a child, when the child's commands run, then their results arrive as parent messages")
    func resultsArriveWrapped() {
        let tester = SceneTester<Parent>(
            input: (), start: [.http(.get("http://child.test/count"), id: nil, deliver: { _ in .child(.loaded(0)) })])
        tester.respond(to: .get("http://child.test/count"), with: .success(HTTPResponse(status: 204)))
        tester.receive(.child(.loaded(204))) { $0.child = 204 }
        tester.send(.child(.incrementTapped), { $0.child = 205 }, commands: [
            .timer(after: .milliseconds(300), send: .child(.saveFired), id: "save"), .navigate(.push("saved")),
        ])
        tester.advance(by: .milliseconds(300))
        tester.receive(.child(.saveFired))
    }

    @Test("given a parent program, when the child's timer fires on the clock, then the parent receives it")
    func programRunsMappedEffects() {
        let clock = VirtualClock()
        let program = Program<Parent>(input: (), services: Services(timers: clock))
        #expect(program.waitUntilDrained())
        #expect(program.model.child == -1, "with no HTTP transport configured the load fails, and says so")
        program.send(.child(.incrementTapped))
        #expect(program.waitUntilDrained())
        #expect(program.inFlight == 1)
        clock.advance(by: .milliseconds(300))
        #expect(program.waitUntilIdle())
        #expect(program.steps == 3)
        #expect(program.frame.lines[1].hasPrefix("child 0"))
    }
}
