import Dispatch
import Foundation
import Reel
import ReelShell
import Testing

/// A scene of the user's own that takes keys and the terminal's size as messages, through the two
/// subscription sources the shell runs in terminal mode, and listens to keys only while typing.
private enum KeyEcho: Scene {
    struct Model: Equatable, Sendable {
        var typing = true
        var keys: [Key] = []
        var size: FrameSize?
    }

    enum Msg: Equatable, Sendable, Codable {
        case keyPressed(Key)
        case resized(FrameSize)
    }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .keyPressed(.escape): model.typing = false
        case .keyPressed(let key): model.keys.append(key)
        case .resized(let size): model.size = size
        }
        return .none
    }

    static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        let size = Subscriptions<Msg>.source(TerminalResizes(), id: "size") { .resized($0) }
        return model.typing ? .batch([size, .source(KeyPresses(), id: "keys") { .keyPressed($0) }]) : size
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

@Suite("Keys and sizes as subscriptions")
struct TerminalEventsTests {
    @Test("given every kind of key, when encoded and decoded, then it is the same key")
    func keysRoundTrip() throws {
        let keys: [Key] = [.text("é"), .enter, .backspace, .delete, .tab, .backTab, .escape, .up, .down, .left, .right,
                           .pageUp, .pageDown, .home, .end, .control("c"), .unknown([27, 91, 50, 48, 126])]
        for key in keys {
            #expect(try JSONDecoder().decode(Key.self, from: JSONEncoder().encode(key)) == key)
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Key.self, from: Data(#"{"key":"hyper"}"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Key.self, from: Data(#"{"control":"cc"}"#.utf8)) }
    }

    @Test("given a scene that declares key presses and sizes, when keys arrive and the terminal is resized, then both reach update as messages, and keys stop once no longer declared")
    func keysAndSizesReachTheScene() {
        let events = TerminalEvents(size: FrameSize(width: 100, height: 30))
        var services = Services()
        events.register(in: &services)
        // Sizes arrive on their own: the first (the size at start) comes once the source runs.
        let sized = DispatchSemaphore(value: 0)
        let program = Program<KeyEcho>(input: (), services: services) { step in
            if case .resized = step.msg { sized.signal() }
        }
        #expect(sized.wait(timeout: .now() + 10) == .success)
        #expect(program.model.size == FrameSize(width: 100, height: 30))
        #expect(events.hasKeyListeners)
        events.send(.text("a"))
        events.send(.down)
        events.resized(to: FrameSize(width: 60, height: 20))
        #expect(sized.wait(timeout: .now() + 10) == .success)
        #expect(program.waitUntilIdle())
        #expect(program.model.keys == [.text("a"), .down])
        #expect(program.model.size == FrameSize(width: 60, height: 20))
        events.send(.escape)
        #expect(program.waitUntilIdle())
        #expect(!events.hasKeyListeners)
        events.send(.text("b"))
        #expect(program.waitUntilIdle())
        #expect(program.model.keys == [.text("a"), .down])
    }
}
