import Dispatch
import Reel
import ReelUI
import Testing

/// An awaited send (a pull to refresh): over when its update's work is, and cancelled with its task.
@MainActor
@Suite("Store: a send awaited until its work is over")
struct StoreAwaitTests {
    /// A list refreshed by a pull, whose load is answered (or cancelled) by the test.
    enum Feed: Scene {
        struct Model: Equatable, Sendable {
            var items: [String] = []
            var pulls = 0
        }
        enum Msg: Equatable, Sendable { case pulled, loaded(String), renamed }
        struct Load: Request { typealias Response = String }
        static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }
        static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
            switch msg {
            case .pulled:
                model.pulls += 1
                return .request(Load(), id: "load") { .loaded($0) }
            case .loaded(let item): model.items.append(item)
            case .renamed: break
            }
            return .none
        }
        static func render(_ model: Model, into frame: inout Frame) {}
    }

    /// Loads held until the test answers them, and the cancellations that reached the handler.
    final class Loads: @unchecked Sendable {
        let held = Locked<[@Sendable (String) -> Void]>([])
        let cancelled = Locked(0)

        var services: Services {
            var services = Services()
            services.register(Feed.Load.self) { [held, cancelled] _, respond in
                held.withLock { $0.append(respond) }
                return Cancel { cancelled.withLock { $0 += 1 } }
            }
            return services
        }

        func answer(_ item: String) {
            let respond = held.withLock { $0.isEmpty ? nil : $0.removeFirst() }
            DispatchQueue.global().async { respond?(item) }  // from another thread, as a real answer comes
        }
    }

    struct Cancel: Cancellable {
        let body: @Sendable () -> Void
        func cancel() { body() }
    }

    /// The feed, whose answer is shown after a delay on the clock: a settle must move the clock
    /// after the answer, so the scene is not idle when the main actor comes back.
    enum DelayedFeed: Scene {
        typealias Model = Feed.Model
        typealias Msg = Feed.Msg
        static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }
        static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
            switch msg {
            case .loaded(let item):
                model.items.append(item)
                return .after(.seconds(1), send: .renamed)
            case .renamed:
                model.items = model.items.map { $0.uppercased() }
                return .none
            case .pulled:
                return Feed.update(&model, msg)
            }
        }
        static func render(_ model: Model, into frame: inout Frame) {}
    }

    @Test("given a main actor kept away far past the timeout by other work, when a store settles, then that time is not the scene's and it settles")
    func settleCountsOnlyTheScenesTime() async {
        let loads = Loads()
        let clock = VirtualClock()
        var services = loads.services
        services.timers = clock
        let store = Store(DelayedFeed.self, input: (), services: services)
        store.send(.pulled)
        // The real time as the settle reads it: other work on the main actor takes an hour of it,
        // and answers the load as it ends.
        let now = Locked(ContinuousClock.now)
        DispatchQueue.main.async {
            now.withLock { $0 += .seconds(3_600) }
            loads.answer("kept")
        }
        #expect(await store.settle(advancing: clock, timeout: .seconds(1), now: { now.withLock { $0 } }))
        #expect(store.items == ["KEPT"])
    }

    @Test("given a pull, when it is awaited, then the wait ends only once the load's answer is applied")
    func endsWhenAnswered() async {
        let loads = Loads()
        let store = Store(Feed.self, input: (), services: loads.services)
        let finished = Locked(false)
        let refresh = Task { @MainActor in
            await store.sendAndWait(.pulled)
            finished.withLock { $0 = true }
            return store.items
        }
        #expect(await eventually { store.pulls > 0 })
        await drainMainQueue()
        #expect(!finished.withLock { $0 }, "the load is still in flight")
        loads.answer("fresh")
        #expect(await refresh.value == ["fresh"], "the answer was applied when the wait ended")
    }

    @Test("given a pull awaited, when the awaiting task is cancelled, then the load's cancellation reaches its handler and its late answer never applies")
    func cancellingTheTaskCancelsTheWork() async {
        let loads = Loads()
        let store = Store(Feed.self, input: (), services: loads.services)
        let refresh = Task { @MainActor in await store.sendAndWait(.pulled) }
        #expect(await eventually { store.pulls > 0 })
        refresh.cancel()
        await refresh.value
        #expect(await eventually { loads.cancelled.withLock { $0 } > 0 })
        loads.answer("late")
        await drainMainQueue()
        await drainMainQueue()
        #expect(store.items.isEmpty, "a cancelled load's answer never reaches update")
        #expect(loads.cancelled.withLock { $0 } == 1)
    }

    @Test("given a message whose update starts nothing, when it is awaited, then the wait ends at once")
    func nothingStartedEndsAtOnce() async {
        let store = Store(Feed.self, input: (), services: Loads().services)
        await store.sendAndWait(.renamed)
        #expect(store.pulls == 0)
    }

    @Test("given a pull awaited and a second pull that replaces its load, when the second is answered, then the first wait ended with the replacement and the second with the answer")
    func latestWins() async {
        let loads = Loads()
        let store = Store(Feed.self, input: (), services: loads.services)
        let first = Task { @MainActor in await store.sendAndWait(.pulled) }
        #expect(await eventually { store.pulls > 0 })
        let second = Task { @MainActor in
            await store.sendAndWait(.pulled)
            return store.items
        }
        await first.value
        #expect(store.items.isEmpty)
        #expect(await eventually { loads.held.withLock { $0.count } == 2 })
        loads.held.withLock { _ = $0.removeFirst() }  // the replaced load's answer is never given
        loads.answer("second")
        #expect(await second.value == ["second"])
    }
}

/// Lets the main queue run until `condition` holds, a bounded number of times; false if it never does.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<10_000 {
        if condition() { return true }
        await drainMainQueue()
    }
    return condition()
}
