import Foundation
import Reel
import ReelTesting
import Testing

/// Two instances of one child scene — two rows, two stack entries of one screen type — never
/// cancel or replace each other's work, though they use the same ids.
@Suite("Children: two instances of one scene")
struct ChildInstancesTests {
    @Test("given two rows fetching with one id, when the first is deleted, then the second's answer still arrives")
    func twoRows() {
        let t = SceneTester<Family>(input: ())
        t.send(.addRow(1), { $0.rows.append(Loader.Model(id: 1)) }, commands: [.cancelScope("rows/1")])
        t.send(.addRow(2), { $0.rows.append(Loader.Model(id: 2)) }, commands: [.cancelScope("rows/2")])
        t.send(.row(id: 1, .fetch("a")), commands: Family.rowChildren.lift(.request(Fetch(key: "a"), id: Loader.fetchID), from: 1))
        t.send(.row(id: 2, .fetch("b")), commands: Family.rowChildren.lift(.request(Fetch(key: "b"), id: Loader.fetchID), from: 2))
        t.send(.row(id: 1, .wait), commands: Family.rowChildren.lift(.after(.seconds(1), send: .rang, id: Loader.bellID), from: 1))
        t.send(.row(id: 2, .wait), commands: Family.rowChildren.lift(.after(.seconds(1), send: .rang, id: Loader.bellID), from: 2))
        t.send(.removeRow(1), { $0.rows[id: 1] = nil }, commands: [.cancelScope("rows/1")])
        t.respond(to: Fetch(key: "a"), with: "A")
        t.respond(to: Fetch(key: "b"), with: "B")
        t.receive(.row(id: 2, .fetched("B"))) { $0.rows[id: 2]?.fetched = ["B"] }
        t.advance(by: .seconds(1))
        t.receive(.row(id: 2, .rang)) { $0.rows[id: 2]?.rings = 1 }
        t.finish()
        #expect(t.dropped == [.row(id: 1, .fetched("A"))])
    }

    @Test("given two screens of one type on a stack, when the top one is popped, then the one below keeps its work; ids are never reused")
    func twoScreens() {
        let t = SceneTester<Family>(input: ())
        t.send(.pushLoader(7)) { $0.stack.push(.loader(Loader.Model(id: 7))) }
        t.send(.pushLoader(7)) { $0.stack.push(.loader(Loader.Model(id: 7))) }
        let fetch = { (key: String) in Effect<Loader.Msg>.request(Fetch(key: key), id: Loader.fetchID).map(Screen.Msg.loader) }
        t.send(.screen(id: 1, .loader(.fetch("x1"))), commands: Family.screenStack.lift(fetch("x1"), from: 1))
        t.send(.screen(id: 2, .loader(.fetch("x2"))), commands: Family.screenStack.lift(fetch("x2"), from: 2))
        t.send(.pop, { $0.stack.pop() }, commands: [.cancelScope("screen/2")])
        // A new screen gets id 3, never the popped one's: a late message for 2 cannot reach it.
        t.send(.pushLabel("hi")) { $0.stack.push(.label("hi")) }
        #expect(t.model.stack.map(\.id) == [1, 3])
        t.send(.screen(id: 2, .loader(.fetched("late"))))
        t.respond(to: Fetch(key: "x2"), with: "X")  // screen 2's, cancelled: a late answer
        t.respond(to: Fetch(key: "x1"), with: "X")
        t.receive(.screen(id: 1, .loader(.fetched("X")))) { $0.stack[id: 1] = .loader(Loader.Model(id: 7, fetched: ["X"])) }
        t.finish()
        #expect(t.dropped == [.screen(id: 2, .loader(.fetched("late"))), .screen(id: 2, .loader(.fetched("X")))])
    }

    @Test("given a stack of four screens, when it pops to the root, then the three above are cancelled top first")
    func popToRoot() {
        let t = SceneTester<Family>(input: ())
        for id in 1...4 { t.send(.pushLoader(id)) { $0.stack.push(.loader(Loader.Model(id: id))) } }
        t.send(.popToRoot, { $0.stack.popToRoot() }, commands: [.cancelScope("screen/4"), .cancelScope("screen/3"), .cancelScope("screen/2")])
        t.send(.replaceTop(9), { $0.stack.replaceTop(with: .loader(Loader.Model(id: 9))) }, commands: [.cancelScope("screen/1")])
        #expect(t.model.stack.map(\.id) == [5])
        t.finish()
    }

    @Test("given a sheet, when an alert replaces it, then the sheet's work is cancelled and the alert runs under its own scope")
    func destinationSwitch() {
        let t = SceneTester<Family>(input: ())
        t.send(.showSheet(1), { $0.destination = .loader(Loader.Model(id: 1)) }, commands: [.cancelScope("destination/loader")])
        t.send(.destination(.loader(.wait)),
               commands: Family.destinations.lift(Effect.after(.seconds(1), send: .rang, id: Loader.bellID).map(Screen.Msg.loader),
                                                  from: .loader(Loader.Model(id: 1))))
        t.send(.showAlert("sure?"), { $0.destination = .label("sure?") }, commands: [.cancelScope("destination/loader"), .cancelScope("destination/label")])
        t.send(.destination(.loader(.rang)))  // for the sheet, which is gone
        t.advance(by: .seconds(2))
        t.send(.destination(.label(.rename("ok")))) { $0.destination = .label("ok") }
        t.finish()
        #expect(t.dropped == [.destination(.loader(.rang))])
    }

    @Test("given a detail, when it is presented again, then the old one's work is cancelled before the new one starts")
    func presentAgain() {
        let t = SceneTester<Family>(input: ())
        t.send(.showDetail(1), { $0.detail = Loader.Model(id: 1) }, commands: [.cancelScope("detail")])
        t.send(.detail(.fetch("a")), commands: Family.detailChild.lift(.request(Fetch(key: "a"), id: Loader.fetchID)))
        t.send(.showDetail(2), { $0.detail = Loader.Model(id: 2) }, commands: [.cancelScope("detail")])
        t.respond(to: Fetch(key: "a"), with: "A")
        t.finish()
        #expect(t.dropped == [.detail(.fetched("A"))])
    }
}
