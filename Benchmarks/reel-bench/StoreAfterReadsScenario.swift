import Reel
import ReelUI

extension Scenario {
    /// `store-send` after 10,000 one-off reads: a list of 10,000 rows scrolled through once (each
    /// row's view read its row once) and then changed whole, which invalidated every row's view,
    /// none of which renders again (they scrolled away). Then the same ten views and messages as
    /// `store-send`: what a send costs should be what is read now, so compare it with `store-send`.
    static let storeSendAfterReads = Scenario(
        name: "store-send-after-reads", unit: "messages", defaultCount: 500_000,
        run: { count in
            MainActor.assumeIsolated {
                let store = Store(ScrolledBench.self, input: ())
                let scrolled = Invalidations()
                for row in store.scope(each: \.rows, { (_: Int, never: Never) -> ScrolledBench.Msg in }) {
                    scrolled.track { _ = row.done }
                }
                store.send(.allToggled)
                precondition(scrolled.total == 10_000, "store-send-after-reads invalidated \(scrolled.total) rows")
                // The next update finds the rows' views gone (none read again): from then on, the state measured.
                store.send(.tapped)
                let views = Invalidations()
                let reads: [@MainActor () -> Void] = [
                    { _ = store.title }, { _ = store.first }, { _ = store.last }, { _ = store.email }, { _ = store.count },
                    { _ = store.enabled }, { _ = store.progress }, { _ = store.notice }, { _ = store.tags },
                    { _ = store.selection },
                ]
                for read in reads { views.track(read) }
                for _ in 0..<count {
                    store.send(.tapped)
                    if views.pending > 0 { views.track(reads[4]) }  // the count's view renders again
                }
                precondition(store.count == count + 1, "store-send-after-reads lost messages")
                precondition(views.total == count, "store-send-after-reads invalidated \(views.total) views for \(count) messages")
                return [("views_invalidated_per_message", Double(views.total) / Double(max(count, 1)))]
            }
        },
        baseline: nil)
}
