import Observation
import Reel
import ReelUI

extension Scenario {
    /// Pushing 100 screens on a store's navigation stack, each starting a request, then popping
    /// them, with a view reading the path (as `NavigationStack(path:)` does) and a view reading
    /// the title: one round per operation. Only the path's reader is invalidated, once a push or
    /// a pop, and it reads the path again as SwiftUI would.
    static let storeStack100 = Scenario(
        name: "store-stack-100", unit: "rounds of 100 pushes and 100 pops", defaultCount: 100,
        run: { count in
            MainActor.assumeIsolated {
                let store = Store(StackParentBench.self, input: (), services: hangingServices)
                let path = store.navigationPath(\.stack) { _ in .pop }
                let pathReads = Invalidations()
                let titleReads = Invalidations()
                pathReads.track { _ = path.wrappedValue }
                titleReads.track { _ = store.title }
                for _ in 0..<count {
                    for _ in 0..<100 {
                        store.send(.push)
                        if pathReads.pending > 0 { pathReads.track { _ = path.wrappedValue } }
                    }
                    for _ in 0..<100 {
                        store.send(.pop)
                        if pathReads.pending > 0 { pathReads.track { _ = path.wrappedValue } }
                    }
                }
                precondition(store.stack.isEmpty, "store-stack-100 left screens on the stack")
                precondition(pathReads.total == 200 * count, "the path's reader was told \(pathReads.total) times for \(200 * count) changes")
                precondition(titleReads.total == 0, "the title's reader was told of the stack's changes")
                return [("path_invalidations_per_operation", Double(pathReads.total) / Double(max(200 * count, 1)))]
            }
        },
        baseline: nil)
}
