import Foundation
import Reel
import Testing

/// The same guarantees in a real program, on a virtual clock: its services answer late, and the
/// interpreter alone decides what reaches `update`.
@Suite("Children in a program")
struct ChildProgramTests {
    /// A program whose fetches answer after 500 ms and whose feeds emit every 100 ms, both on `clock`.
    private func program(_ clock: VirtualClock) -> Program<Family> {
        var services = Services(timers: clock)
        services.register(Fetch.self) { request, answer in
            clock.schedule(after: .milliseconds(500)) { answer(request.key.uppercased()) }
        }
        services.register(source: Lines.self) { source, emit in
            clock.scheduleRepeating(every: .milliseconds(100)) { emit(source.url) }
        }
        return Program<Family>(input: (), services: services)
    }

    @Test("given a child of each kind working and a second instance beside it, when the first leaves, then only the second's work arrives",
          arguments: ChildKindCase.all)
    func leavingInAProgram(kind: ChildKindCase) throws {
        let clock = VirtualClock()
        let program = program(clock)
        // The survivor: a row of the same scene, doing the same work under the same ids.
        program.send(.addRow(2))
        program.send(kind.add)
        for msg: Loader.Msg in [.fetch("a"), .wait, .start, .follow("u")] {
            program.send(kind.to(msg))
            program.send(.row(id: 2, msg))
        }
        #expect(program.waitUntilDrained())
        #expect(program.inFlight == 4)
        #expect(program.subscriptions.count == 4)
        clock.advance(by: .milliseconds(250))
        program.send(kind.remove)
        #expect(program.waitUntilDrained())
        #expect(program.subscriptions.map(\.id) == ["rows/2/tick", "rows/2/feed"])
        #expect(program.inFlight == 2)

        clock.advance(by: .seconds(2))
        #expect(program.waitUntilDrained())
        let model = program.model
        let row = try #require(model.rows[id: 2])
        #expect(row.fetched == ["A"] && row.rings == 1 && row.ticks == 22 && row.lines.count == 22)
        #expect(model.detail == nil && model.stack.isEmpty && model.destination == nil && model.rows.count == 1)
        #expect(program.inFlight == 0)
        program.stop()
    }

    @Test("pushing and popping 100 screens of one type, each with a request in flight, leaves nothing running")
    func hundredScreens() {
        let clock = VirtualClock()
        let program = program(clock)
        for id in 1...100 {
            program.send(.pushLoader(id))
            program.send(.screen(id: id, .loader(.fetch("\(id)"))))
            program.send(.screen(id: id, .loader(.start)))
        }
        #expect(program.waitUntilDrained())
        #expect(program.inFlight == 100)
        #expect(program.subscriptions.count == 100)
        for _ in 1...100 { program.send(.pop) }
        #expect(program.waitUntilDrained())
        #expect(program.inFlight == 0)
        #expect(program.subscriptions.isEmpty)
        clock.advance(by: .seconds(1))
        #expect(program.waitUntilDrained())
        #expect(program.model.stack.isEmpty && program.model.stack.nextID == 101)
        program.stop()
    }

    @Test("a stack encodes and decodes with its ids and its next id, so a saved model pushes the same ids")
    func stackCodable() throws {
        var stack = SceneStack<String>(["root"])
        stack.push("a")
        stack.push("b")
        stack.pop()
        let decoded = try JSONDecoder().decode(SceneStack<String>.self, from: JSONEncoder().encode(stack))
        #expect(decoded == stack)
        var next = decoded
        #expect(next.push("c") == 4)
        #expect(next.map(\.id) == [1, 2, 4])
    }
}
