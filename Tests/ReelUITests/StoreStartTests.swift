import Reel
import ReelUI
import Testing

@MainActor
@Suite("Store: what starts a scene")
struct StoreStartTests {
    @Test("given five stores made as SwiftUI makes a @State's initial value, when one is read, then one startup request is sent")
    func onlyTheStoreUsedStarts() {
        let fetches = HeldFetches()
        let made = (1...5).map { _ in Store(Launch.self, input: (), services: fetches.services()) }
        #expect(fetches.waiting.isEmpty, "making a store starts nothing")

        let reader = Reader()
        #expect(reader.read { made[0].status.text } == "starting")
        #expect(fetches.waiting == ["startup"])
        fetches.answer("startup", with: "hello")
        _ = made  // the other four, dropped by the test's end, never start
    }

    @Test("given a store not yet used, when it is sent to, then the scene starts first and applies the message after its start")
    func aSendStartsTheScene() {
        let fetches = HeldFetches()
        var steps: [String] = []
        let store = Store(Launch.self, input: (), services: fetches.services()) { step in steps.append("\(step.msg)") }
        #expect(steps.isEmpty)
        store.send(.renamed("early"))
        #expect(fetches.waiting == ["startup"])
        #expect(steps == ["renamed(\"early\")"])
        #expect(store.status.text == "early")
    }

    @Test("given a store not yet used, when start() is called, then its startup work runs without any read")
    func startStartsTheScene() async {
        let fetches = HeldFetches()
        let store = Store(Launch.self, input: (), services: fetches.services())
        store.start()
        store.start()
        #expect(fetches.waiting == ["startup"], "started once")
        fetches.answer("startup", with: "hello")
        #expect(await store.settle())
        #expect(store.answers == ["hello"])
    }

    @Test("given a part's store scoped before any use, when the root store goes first, then the part shows the first model and nothing starts")
    func aPartOfAStoreNeverUsedStartsNothing() {
        let fetches = HeldFetches()
        var status: Store<Launch.Status, Never>?
        do {
            let store = Store(Launch.self, input: (), services: fetches.services())
            status = store.scope(\.status) { (never: Never) -> Launch.Msg in }
        }
        #expect(status?.text == "starting")
        #expect(fetches.waiting.isEmpty, "the root store went before anything used the scene")
    }
}
