import Foundation
import Reel
import Testing

/// Every arrival its own instance, in a real program on a virtual clock: its services answer late,
/// and the interpreter alone decides what reaches `update` (issue 41, failures 1 to 6).
@Suite("Children: every arrival its own instance, in a program")
struct ChildArrivalProgramTests {
    /// A program of `S` whose fetches answer with the key upper-cased after 500 ms, on `clock`.
    private func program<S: Scene>(_: S.Type, _ clock: VirtualClock) -> Program<S> where S.Input == Void {
        var services = Services(timers: clock)
        services.register(Fetch.self) { request, answer in
            clock.schedule(after: .milliseconds(500)) { answer(request.key.uppercased()) }
        }
        return Program<S>(input: (), services: services)
    }

    /// Sends the messages, lets the clock run past every answer, and returns the model.
    private func run<S: Scene>(_: S.Type, _ messages: [S.Msg], clock: VirtualClock = VirtualClock()) -> (S.Model, Int) where S.Input == Void {
        let program = program(S.self, clock)
        for msg in messages {
            program.send(msg)
            #expect(program.waitUntilDrained())
        }
        let inFlight = program.inFlight
        clock.advance(by: .seconds(1))
        #expect(program.waitUntilDrained())
        let model = program.model
        program.stop()
        return (model, inFlight)
    }

    @Test("1. removing the row docs leaves the work of the row docs/readme.md running")
    func slashInIDs() {
        let (model, _) = run(Arrivals.self, [.addRow("docs"), .addRow("docs/readme.md"), .removeRow("docs")])
        #expect(model.rows.map(\.id) == ["docs/readme.md"])
        #expect(model.rows[id: "docs/readme.md"]?.fetched == ["DOCS/README.MD"])
    }

    @Test("2. a detail dismissed and presented again in one update receives only its own answer")
    func dismissAndPresentInOneUpdate() {
        let (model, _) = run(Arrivals.self, [.showDetail("a", running: false), .reshowDetail("b", running: false)])
        #expect(model.detail?.fetched == ["B"])
    }

    @Test("2. a sheet that went to an alert and back in one update receives only its own answer")
    func destinationAwayAndBack() {
        let (model, _) = run(Arrivals.self, [.showSheet("a"), .bounceToAlertAndBack("b")])
        #expect(model.destination == .fetcher(Fetcher.Model(id: "b", fetched: ["B"])))
    }

    @Test("3. a screen of a stack made anew, with the id of an old screen, receives only its own answer")
    func stackMadeAnew() {
        let (model, _) = run(Arrivals.self, [.push("a"), .resetStack("b")])
        #expect(model.stack.map(\.id) == [1])
        #expect(model.stack[id: 1] == .fetcher(Fetcher.Model(id: "b", fetched: ["B"])))
    }

    @Test("4. a row added and removed in one update leaves nothing running, and a later row of its id receives only its own answer")
    func rowAddedAndRemoved() {
        let clock = VirtualClock()
        let program = program(Arrivals.self, clock)
        program.send(.flashRow("x"))
        #expect(program.waitUntilDrained())
        #expect(program.inFlight == 0)
        clock.advance(by: .milliseconds(250))
        program.send(.addRow("x"))  // its own fetch answers at 750 ms; the flashed one's would at 500
        #expect(program.waitUntilDrained())
        clock.advance(by: .milliseconds(300))
        #expect(program.waitUntilDrained())
        #expect(program.model.rows[id: "x"]?.fetched == [])
        clock.advance(by: .milliseconds(300))
        #expect(program.waitUntilDrained())
        #expect(program.model.rows[id: "x"]?.fetched == ["X"])
        program.stop()
    }

    @Test("5. a ticking detail presented over a ticking one ticks from its own start, not at the old one's phase")
    func subscriptionRestarts() {
        let clock = VirtualClock()
        let program = program(Arrivals.self, clock)
        program.send(.showDetail("a", running: true))
        #expect(program.waitUntilDrained())
        clock.advance(by: .milliseconds(50))
        program.send(.showDetail("b", running: true))
        #expect(program.waitUntilDrained())
        clock.advance(by: .milliseconds(60))  // the old one's tick would fall at 100 ms
        #expect(program.waitUntilDrained())
        #expect(program.model.detail?.ticks == 0)
        clock.advance(by: .milliseconds(40))  // the new one's first tick, at 150 ms
        #expect(program.waitUntilDrained())
        #expect(program.model.detail?.ticks == 1)
        program.stop()
    }

    @Test("6. a late close from a popped screen changes nothing at any level: the card stays")
    func dropStopsWhereItHappens() {
        let (model, _) = run(Deck.self, [.card(.push("a")), .card(.clear), .card(.screen(id: 1, .fetcher(.close)))])
        #expect(model.card != nil && model.card?.stack.isEmpty == true)
    }
}
