import Foundation
import Reel
import ReelTesting
import Testing

@Suite("Scoped ids: two instances of one scene side by side")
struct ScopedIDTests {
    @Test("given two instances of a scene with the same ids, when both debounce, then neither replaces the other's timer")
    func instancesDoNotTouchEachOther() {
        let clock = VirtualClock()
        let program = Program<Pair>(input: (), services: Services(timers: clock, seed: 1))
        program.send(.left(.typed("a")))
        program.send(.right(.typed("b")))
        #expect(program.waitUntilDrained())
        #expect(program.inFlight == 2)
        clock.advance(by: .milliseconds(300))
        #expect(program.model.left.saved == ["a"])
        #expect(program.model.right.saved == ["b"])
    }

    @Test("given both instances busy, when the parent cancels one scope, then only that instance's work stops, and its subscriptions stop with it")
    func cancellingAScopeStopsOnlyIt() {
        let clock = VirtualClock()
        let program = Program<Pair>(input: (), services: Services(timers: clock, seed: 1))
        program.send(.left(.typed("a")))
        program.send(.right(.typed("b")))
        program.send(.closeLeft)
        #expect(program.waitUntilDrained())
        #expect(program.inFlight == 1)
        #expect(program.subscriptions.map(\.id) == ["right/beat"])
        clock.advance(by: .seconds(1))
        #expect(program.model.left.saved == [])
        #expect(program.model.right.saved == ["b"])
        #expect(program.model.right.beats == 2)
        #expect(program.model.left.beats == 0)
    }

    @Test("a scoped command prints, compares and encodes with its scope; a child's cancel is read under it")
    func scopedCommandsAreData() throws {
        let child = Effect<Field.Msg>.after(.milliseconds(300), send: .save, id: "save")
        let lifted = child.map(scope: "left", Pair.Msg.left)
        #expect(lifted.description.hasPrefix("[left] after 300ms send left("))
        #expect(lifted.description.hasSuffix(") id=save"))
        #expect(lifted.commands.first?.id == "left/save")
        #expect(lifted == Effect([.scoped("left", .timer(after: .milliseconds(300), send: .left(.save), id: "save"))]))
        let nested = lifted.map(scope: "outer") { $0 }
        #expect(nested.commands.first?.id == "outer/left/save")
        let json = String(decoding: try JSONEncoder.sorted.encode(Effect<Pair.Msg>.cancelAll(in: "left")), as: UTF8.self)
        #expect(json == #"[{"cancelScope":"left"}]"#)
    }
}

/// A text field that saves 300 ms after the last keystroke and beats every 500 ms while it has text.
enum Field: Scene {
    struct Model: Equatable, Sendable {
        var text = ""
        var saved: [String] = []
        var beats = 0
    }
    enum Msg: Equatable, Sendable, Codable { case typed(String), save, beat }
    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .typed(let text):
            model.text = text
            return .after(.milliseconds(300), send: .save, id: "save")
        case .save: model.saved.append(model.text)
        case .beat: model.beats += 1
        }
        return .none
    }
    static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        model.text.isEmpty ? .none : .every(.milliseconds(500), id: "beat") { _ in .beat }
    }
    static func render(_ model: Model, into frame: inout Frame) {}
}

/// Two `Field`s under the scopes "left" and "right"; closing the left one clears it and stops its work.
enum Pair: Scene {
    struct Model: Equatable, Sendable {
        var left = Field.Model()
        var right = Field.Model()
        var leftOpen = true
    }
    enum Msg: Equatable, Sendable, Codable { case left(Field.Msg), right(Field.Msg), closeLeft }
    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .left(let msg): return Field.update(&model.left, msg).map(scope: "left", Msg.left)
        case .right(let msg): return Field.update(&model.right, msg).map(scope: "right", Msg.right)
        case .closeLeft:
            model.leftOpen = false
            model.left = Field.Model()
            return .cancelAll(in: "left")
        }
    }
    static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        .batch([
            model.leftOpen ? Field.subscriptions(model.left).map(scope: "left", Msg.left) : .none,
            Field.subscriptions(model.right).map(scope: "right", Msg.right),
        ])
    }
    static func render(_ model: Model, into frame: inout Frame) {}
}
