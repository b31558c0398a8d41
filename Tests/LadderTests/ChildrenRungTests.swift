import Reel
import ReelTesting
import Testing

@testable import reel_ladder_06_children

/// Rung 6's twin: downloads that come and go, and a removed row's timer that never reaches its successor.
@Suite("Ladder 06: children that come and go")
struct ChildrenRungTests {
    @Test("given the rung's script, then the removed a's timer never comes, and the new a finishes 300 ms after it came")
    func aRemovedRowsWorkNeverReachesItsSuccessor() {
        let clock = VirtualClock()
        let program = Program<Downloads>(input: (), services: Services(timers: clock))
        program.send(.addTapped("a"))
        #expect(program.waitUntilDrained())
        clock.advance(by: .milliseconds(100))
        program.send(.addTapped("b"))
        #expect(program.waitUntilDrained())
        clock.advance(by: .milliseconds(100))
        program.send(.removeTapped("a"))
        program.send(.addTapped("a"))
        #expect(program.waitUntilDrained())
        #expect(program.inFlight == 2)  // b's timer and the new a's: the first a's is cancelled
        clock.advance(by: .milliseconds(100))
        #expect(program.model.rows[id: "a"] == Download.Model(id: "a", number: 3, done: false))
        #expect(program.steps == 4)
        clock.advance(by: .milliseconds(100))
        #expect(program.model.rows[id: "b"]?.done == true)
        #expect(program.model.rows[id: "a"]?.done == false)
        clock.advance(by: .milliseconds(100))
        #expect(Array(program.model.rows) == [
            Download.Model(id: "b", number: 2, done: true), Download.Model(id: "a", number: 3, done: true),
        ])
        #expect(program.steps == 6)  // three additions, a removal, two timers: none from the first a
        #expect(program.inFlight == 0)
    }

    @Test("given a row, when it is removed, then its update returns the cancel of its scope, and its successor starts its own timer")
    func aRemovalIsTheCancelOfTheRowsScope() {
        let finish = Effect<Download.Msg>.after(.milliseconds(300), send: .finished, id: "finish")
        let t = SceneTester<Downloads>(input: ())
        t.send(.addTapped("a"), { $0.added = 1; $0.rows.append(Download.Model(id: "a", number: 1)) },
               commands: Effect([.cancelScope("rows/a")] + Downloads.rows.lift(finish, from: "a").commands))
        t.advance(by: .milliseconds(200))
        t.send(.removeTapped("a"), { $0.rows[id: "a"] = nil }, commands: [.cancelScope("rows/a")])
        t.send(.addTapped("a"), { $0.added = 2; $0.rows.append(Download.Model(id: "a", number: 2)) },
               commands: Effect([.cancelScope("rows/a")] + Downloads.rows.lift(finish, from: "a").commands))
        t.advance(by: .milliseconds(100))  // when the first a's timer was due: nothing to receive
        t.advance(by: .milliseconds(200))
        t.receive(.row(id: "a", .finished)) { $0.rows[id: "a"]?.done = true }
        #expect(t.dropped.isEmpty)
    }
}
