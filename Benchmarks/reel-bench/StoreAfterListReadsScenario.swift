import Reel
import ReelUI

extension Scenario {
    /// `store-send` after a list scrolled past: 2,000 rows' stores each read once by a view that
    /// went (its observation ended), none of them changed since. Then the same ten views and
    /// messages as `store-send`: a send should cost what views show now, so compare it with
    /// `store-send` (within 1.2× in callgrind instructions). The first few sends still compare the
    /// rows, until the store sees that nobody reads them (``count`` amortizes that).
    static let storeSendAfterListReads = Scenario(
        name: "store-send-after-list-reads", unit: "messages", defaultCount: 500_000,
        run: { count in
            MainActor.assumeIsolated {
                let store = Store(ScrolledBench.self, input: ())
                for row in store.scope(each: \.rows, { (_: Int, never: Never) -> ScrolledBench.Msg in }).prefix(2_000) {
                    _ = row.done  // the row's view read it, and scrolled away
                }
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
                precondition(store.count == count, "store-send-after-list-reads lost messages")
                precondition(views.total == count, "store-send-after-list-reads invalidated \(views.total) views for \(count) messages")
                return [("views_invalidated_per_message", Double(views.total) / Double(max(count, 1)))]
            }
        },
        baseline: nil)
}
