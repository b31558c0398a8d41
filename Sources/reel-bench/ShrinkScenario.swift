import ExampleExplore
import ExampleSupport
import Reel
import ReelTesting
import Search

extension Scenario {
    /// A failing search session of over 10,000 steps (moves and retries, then a search for a
    /// query a property forbids) shrunk to a locally minimal one; no bare loop compares.
    static let shrink = Scenario(
        name: "shrink", unit: "shrinks", defaultCount: 1,
        run: { count in
            var figures: Figures = []
            for _ in 0..<max(1, count) {
                let original = ShrinkBench.longFailingSession()
                var shrunk: ExploreFailure<Search>?
                let seconds = Measurement.time { shrunk = ShrinkBench.explorer.shrink(original) }
                guard let shrunk, shrunk.violation.property == original.violation.property else { fatalError("shrink lost the failure") }
                figures = [("original_steps", Double(original.steps.count)), ("shrunk_messages", Double(shrunk.messages.count)),
                           ("seconds", seconds)]
            }
            return figures
        },
        baseline: nil)
}

/// A search explorer whose user almost always moves the selection or retries, and very rarely
/// types the one query its property forbids: its failures come after thousands of steps.
enum ShrinkBench {
    static let explorer: Explorer<Search> = {
        let idle: Generator<Search.Msg> = .weighted([
            (1, .constant(.retryTapped)), (2, Generator.int(in: -3...3).map { .selectionMoved(by: $0) }),
        ])
        var explorer = Explorer(
            Search.self, input: Search.Input(api: .offline),
            messages: { _ in .weighted([(30_000, idle), (1, .constant(.queryChanged("dd")))]) },
            world: .offlineBackend, properties: [.model("never searches \"dd\"") { $0.searched != "dd" }])
        explorer.replayEvery = 0
        return explorer
    }()

    /// The first failing session, over seeds from 1, that took at least 10,000 steps.
    static func longFailingSession() -> ExploreFailure<Search> {
        var unshrunk = explorer
        unshrunk.ordersEnumeratedUpTo = 0
        for seed in 1...1_000 as ClosedRange<UInt64> {
            if let original = unshrunk.explore(runs: 1, steps: 100_000, seed: seed).original, original.steps.count >= 10_000 {
                return original
            }
        }
        fatalError("no failing session of 10,000 steps in 1,000 seeds")
    }
}
