import Reel
import ReelUI
import Testing

@MainActor
@Suite("Store: a preview's store")
struct StorePreviewTests {
    @Test("given a preview's store, when a message is sent, then update runs, its reader is invalidated, and the effects are dropped")
    func aPreviewIsInteractiveAndRunsNoEffect() async {
        var model = Panel.Model()
        model.query = "med"
        let store = Store(previewing: Panel.self, model: model)
        let reader = Reader()
        #expect(reader.read { store.query } == "med")

        store.send(.queryChanged("medx"))
        #expect(reader.invalidations == 1)
        #expect(store.query == "medx")

        store.send(.echoTapped("e"))  // its `.send(.answered(…))` is dropped
        store.send(.fetchTapped("f"))  // no services: the request is dropped, not a fault
        #expect(store.model.applied == ["query medx", "echo e", "fetch f"])
        #expect(store.answers.isEmpty)
        #expect(store.faults.isEmpty)
        #expect(await store.settle())
    }

    @Test("given a preview of a scene that asks for something as it starts, then nothing is asked and the model is shown as given")
    func aPreviewRunsNoStartupEffect() {
        let store = Store(previewing: Launch.self, model: Launch.Model())
        #expect(store.status.text == "starting")
        store.send(.renamed("shown"))
        #expect(store.status.text == "shown")
        #expect(store.answers.isEmpty)
    }

    @Test("given a preview with rows, when a row's store sends, then that row changes and only its reader is invalidated")
    func aPreviewsRowsAreInteractive() {
        var model = Panel.Model()
        model.rows = [Panel.Row(id: 1, title: "one"), Panel.Row(id: 2, title: "two")]
        let store = Store(previewing: Panel.self, model: model)
        let rows = store.scope(each: \.rows, Panel.Msg.row)
        let first = Reader()
        let second = Reader()
        first.read { rows[0].done }
        second.read { rows[1].done }
        rows[1].send(.toggled)
        #expect(rows[1].done)
        #expect(first.invalidations == 0 && second.invalidations == 1)
    }

    @Test("given an observe closure over a preview that sends as it is told, then the message waits its turn and update is not re-entered")
    func aPreviewDoesNotReenterUpdate() {
        let store = Store(previewing: Panel.self, model: Panel.Model())
        var seen: [Int] = []
        let observation = store.observe { store in
            seen.append(store.count)
            if store.count == 1 { store.send(.queryChanged("after")) }
        }
        store.send(.tapped)
        #expect(seen == [0, 1])
        #expect(store.model.applied == ["tap", "query after"])
        observation.cancel()
    }
}
