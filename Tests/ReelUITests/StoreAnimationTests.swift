import Observation
#if canImport(SwiftUI)
import SwiftUI
#endif
import Reel
import ReelUI
import Testing

/// Animation on Linux: the transaction a change is made in travels with it to the views told.
@MainActor
@Suite("Store: a change told in the transaction it was made in")
struct StoreAnimationTests {
    /// Reads `read` as a view does and keeps, when told of a change, the animation of the store's
    /// transaction then (SwiftUI's `Transaction` is not `Equatable`; its `Animation` is).
    final class Seen: @unchecked Sendable {
        let transactions = Locked<[Animation?]>([])

        @MainActor
        func watch<M, Msg>(_ store: Store<M, Msg>, _ read: @escaping () -> Void) {
            withObservationTracking(read) { [transactions] in
                let now = MainActor.assumeIsolated { store.transaction?.animation }
                transactions.withLock { $0.append(now) }
            }
        }
    }

    @Test("given a view of the count, when a tap is sent with a spring, then the view is told inside the spring, and after the send there is no transaction")
    func sendWithAnimation() {
        let store = Store(Panel.self, input: (), services: HeldFetches().services())
        let seen = Seen()
        seen.watch(store) { _ = store.count }
        store.send(.tapped, animation: .spring)
        #expect(seen.transactions.withLock { $0 } == [.spring])
        #expect(store.transaction == nil)
        seen.watch(store) { _ = store.count }
        store.send(.tapped)
        #expect(seen.transactions.withLock { $0 } == [.spring, nil], "a plain send animates nothing")
    }

    @Test("given a rule that animates answers, when a fetch is answered, then the answer's view is told inside the rule's animation; a message the rule skips is not")
    func effectResultsAnimate() async {
        let fetches = HeldFetches()
        let store = Store(Panel.self, input: (), services: fetches.services())
        store.animateMessages { msg in if case .answered = msg { .easeInOut } else { nil } }
        let seen = Seen()
        store.send(.fetchTapped("a"))
        seen.watch(store) { _ = store.answers }
        fetches.answer("a", with: "A")
        #expect(await eventually { !store.answers.isEmpty })
        #expect(seen.transactions.withLock { $0 } == [.easeInOut])
        seen.watch(store) { _ = store.query }
        store.send(.queryChanged("q"))
        #expect(seen.transactions.withLock { $0 }.last == .some(nil), "the rule gives queryChanged no animation")
    }

    @Test("given a rule that animates echoes, when an echo is sent with its own transaction, then its change keeps that transaction")
    func ownTransactionWins() {
        let store = Store(Panel.self, input: (), services: HeldFetches().services())
        store.animateMessages { _ in .default }
        let seen = Seen()
        seen.watch(store) { _ = store.count }
        store.send(.tapped, transaction: Transaction(animation: .spring))
        #expect(seen.transactions.withLock { $0 } == [.spring])
    }
}
