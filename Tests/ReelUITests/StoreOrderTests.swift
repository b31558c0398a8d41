import Dispatch
import Foundation
import Reel
import ReelUI
import Testing

@MainActor
@Suite("Store: order and threads")
struct StoreOrderTests {
    @Test("given answers delivered from another thread, then they are applied on the main thread, in the order they came")
    func effectResultsArriveOnMainInOrder() async {
        let fetches = HeldFetches()
        let threads = Locked<[Bool]>([])
        let store = Store(Panel.self, input: (), services: fetches.services()) { _ in
            threads.withLock { $0.append(onMainQueue()) }
        }
        for name in ["a", "b", "c"] { store.send(.fetchTapped(name)) }
        #expect(fetches.waiting == ["a", "b", "c"])
        await withCheckedContinuation { done in
            DispatchQueue.global().async {
                for name in ["c", "a", "b"] { fetches.answer(name, with: name.uppercased()) }
                done.resume()
            }
        }
        #expect(await store.settle())
        #expect(store.answers == ["C", "A", "B"])
        #expect(threads.withLock { $0 } == Array(repeating: true, count: 6))
    }

    /// Whether this runs on the main queue (on Linux its blocks may run on a worker thread once the
    /// main thread is parked, so the thread itself does not tell).
    nonisolated static let mainQueueMark: DispatchSpecificKey<Bool> = {
        let mark = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: mark, value: true)
        return mark
    }()

    @Test("given an observer that sends when it sees a change, then its message waits its turn and is applied before the first send returns")
    func aMessageSentWhileChangesAreToldWaitsItsTurn() {
        let store = Store(Panel.self, input: ())
        let observation = store.observe { store in
            if store.count == 1 { store.send(.queryChanged("from the observer")) }
        }
        store.send(.tapped)
        #expect(store.model.applied == ["tap", "query from the observer"])
        #expect(store.query == "from the observer")
        observation.cancel()
    }

    @Test("given a send-now effect, then its message is applied after the one that asked for it and before the next send")
    func sendEffectsJoinTheQueue() {
        let store = Store(Panel.self, input: ())
        store.send(.echoTapped("x"))
        store.send(.tapped)
        #expect(store.model.applied == ["echo x", "answer echo x", "tap"])
    }

    @Test("given ticks on a virtual clock advanced on the main thread, then they are applied before advance returns")
    func virtualTimeIsExactOnTheMainThread() {
        let clock = VirtualClock()
        let store = Store(Panel.self, input: (), services: Services(timers: clock))
        store.send(.tickingToggled)
        clock.advance(by: .milliseconds(350))
        #expect(store.ticks == 3)
        store.send(.tickingToggled)
        clock.advance(by: .seconds(1))
        #expect(store.ticks == 3)
    }

    @Test("given an observe closure, then it runs again only when what it read changes, and not after it is cancelled")
    func observeRunsAgainOnlyOnChange() {
        let store = Store(Panel.self, input: ())
        var titles: [String] = []
        let observation = store.observe { store in titles.append("count \(store.count)") }
        store.send(.queryChanged("m"))
        store.send(.tapped)
        store.send(.tapped)
        observation.cancel()
        store.send(.tapped)
        #expect(titles == ["count 0", "count 1", "count 2"])
    }
}

/// Whether the caller runs on the main queue, by a mark of this test's own on it.
func onMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: StoreOrderTests.mainQueueMark) == true
}
