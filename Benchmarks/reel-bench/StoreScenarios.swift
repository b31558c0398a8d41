import Observation
import Reel
import ReelUI

extension Scenario {
    /// A message through a store on the main actor, with ten values read by ten views (each under
    /// observation tracking, as SwiftUI reads a body): the one the message changes invalidates its
    /// view, which reads it again, as a view re-rendering does. Bare: the same views over a
    /// hand-written observable class (what the `@Observable` macro writes), changed in place: the
    /// toolchain's Observation costs the same in both, so `× bare` is what the store adds to it.
    static let storeSend = Scenario(
        name: "store-send", unit: "messages", defaultCount: 500_000,
        run: { count in
            MainActor.assumeIsolated {
                let store = Store(FormBench.self, input: ())
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
                precondition(store.count == count, "store-send lost messages")
                precondition(views.total == count, "store-send invalidated \(views.total) views for \(count) messages")
                return [("views_invalidated_per_message", Double(views.total) / Double(max(count, 1)))]
            }
        },
        baseline: { count in
            MainActor.assumeIsolated {
                let model = ObservedForm()
                let views = Invalidations()
                let reads: [@MainActor () -> Void] = [
                    { _ = model.title }, { _ = model.first }, { _ = model.last }, { _ = model.email }, { _ = model.count },
                    { _ = model.enabled }, { _ = model.progress }, { _ = model.notice }, { _ = model.tags },
                    { _ = model.selection },
                ]
                for read in reads { views.track(read) }
                for _ in 0..<count {
                    model.tap()
                    if views.pending > 0 { views.track(reads[4]) }
                }
                precondition(views.total == count, "bare-store-send lost invalidations")
            }
        },
        baselineName: "bare-store-send")

    /// A 1,000-row list in a store, a row's store per row, 30 of them read by the rows on screen
    /// and the list by its own view; each message toggles one of the 30 (through its row's
    /// store), which invalidates that row alone, and its view reads it again. Bare: the same views
    /// over 1,000 hand-written observable row objects, one toggled in place per message.
    static let storeList = Scenario(
        name: "store-list-1000", unit: "messages", defaultCount: 200_000,
        run: { count in
            MainActor.assumeIsolated {
                let store = Store(ListBench.self, input: ())
                let list = Invalidations()
                var rowStores: [Store<ListBench.Row, ListBench.RowMsg>] = []
                list.track { rowStores = store.scope(each: \.rows, ListBench.Msg.row) }
                let onScreen = Array(rowStores[0..<30])
                let rows = Invalidations()
                for row in onScreen { rows.track { _ = (row.title, row.done) } }
                for index in 0..<count {
                    let row = onScreen[index % 30]
                    row.send(.toggled)
                    if rows.pending > 0 { rows.track { _ = (row.title, row.done) } }
                }
                precondition(list.total == 0, "store-list-1000 invalidated the list")
                precondition(rows.total == count, "store-list-1000 invalidated \(rows.total) rows for \(count) messages")
                return [("rows_invalidated_per_message", Double(rows.total) / Double(max(count, 1)))]
            }
        },
        baseline: { count in
            MainActor.assumeIsolated {
                let model = ObservedList()
                let list = Invalidations()
                var all: [ObservedRow] = []
                list.track { all = model.rows }
                let onScreen = Array(all[0..<30])
                let rows = Invalidations()
                for row in onScreen { rows.track { _ = (row.title, row.done) } }
                for index in 0..<count {
                    let row = onScreen[index % 30]
                    row.toggle()
                    if rows.pending > 0 { rows.track { _ = (row.title, row.done) } }
                }
                precondition(rows.total == count && list.total == 0, "bare-store-list-1000 lost invalidations")
            }
        },
        baselineName: "bare-store-list-1000")
}

/// Counts the invalidations of what was read under tracking, as SwiftUI's views are invalidated.
final class Invalidations: @unchecked Sendable {
    private let count = Locked(0)
    /// Invalidations since the last read.
    private(set) var pending = 0
    /// Invalidations in all.
    var total: Int { count.withLock { $0 } }

    @MainActor
    func track(_ read: () -> Void) {
        pending = 0
        withObservationTracking(read) { [self] in
            count.withLock { $0 += 1 }
            pending += 1
        }
    }
}
