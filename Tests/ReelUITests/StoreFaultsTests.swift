import Reel
import ReelUI
import Testing

@MainActor
@Suite("Store: the scene's faults")
struct StoreFaultsTests {
    @Test("given a reader of the store's faults, when a request nobody handles is sent twice, then it is invalidated, the faults list both, and the reporter is told once")
    func faultsAreObservedAndReportedOnce() {
        let told = Locked<[RequestFault]>([])
        var services = Services(seed: 1)
        services.faultReporter = FaultReporter { fault in told.withLock { $0.append(fault) } }
        let store = Store(Panel.self, input: (), services: services)
        let reader = Reader()
        #expect(reader.read { store.faults }.isEmpty)
        let unhandled = RequestFault.unhandled(tag: "Fetch", type: "ReelUITests.Panel.Fetch")

        store.send(.tapped)
        #expect(reader.invalidations == 0, "no fault, no change")
        store.send(.fetchTapped("a"))
        #expect(reader.invalidations == 1)
        #expect(reader.read { store.faults } == [unhandled])

        store.send(.fetchTapped("b"))
        #expect(reader.invalidations == 2)
        #expect(store.faults == [unhandled, unhandled])
        #expect(told.withLock { $0 } == [unhandled], "the program's reporter, told once per distinct fault")
    }

    @Test("given a scene with a handled request, then its store has no faults")
    func aHandledRequestIsNoFault() {
        let fetches = HeldFetches()
        let store = Store(Panel.self, input: (), services: fetches.services())
        store.send(.fetchTapped("a"))
        #expect(fetches.waiting == ["a"])
        #expect(store.faults.isEmpty)
    }
}
