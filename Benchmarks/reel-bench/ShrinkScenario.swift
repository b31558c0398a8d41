import ReelExampleExplore
import ReelExampleSupport
import Reel
import ReelTesting
import ReelExampleSearch

extension Scenario {
    /// A failing search session of at least `count` steps (moves and retries, then a search for
    /// a query a property forbids) shrunk once to a locally minimal one; the rate is the failing
    /// session's steps per second of the whole run, and the figures give the shrink alone. No
    /// bare loop compares.
    static let shrink = Scenario(
        name: "shrink", unit: "steps", defaultCount: 10_000,
        run: { count in
            let original = ShrinkBench.longFailingSession(atLeast: count)
            var shrunk: ExploreFailure<Search>?
            let seconds = Measurement.time { shrunk = ShrinkBench.explorer.shrink(original) }
            guard let shrunk, shrunk.violation.property == original.violation.property else { fatalError("shrink lost the failure") }
            return [("session_steps", Double(original.steps.count)), ("shrunk_messages", Double(shrunk.messages.count)),
                    ("shrink_s", seconds)]
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
        explorer.deepCheckEvery = 0
        return explorer
    }()

    /// The first failing session, over seeds from 1, that took at least `steps` steps.
    static func longFailingSession(atLeast steps: Int) -> ExploreFailure<Search> {
        var unshrunk = explorer
        unshrunk.ordersEnumeratedUpTo = 0
        for seed in 1...1_000 as ClosedRange<UInt64> {
            if let original = unshrunk.explore(runs: 1, steps: 100_000, seed: seed).original, original.steps.count >= steps {
                return original
            }
        }
        fatalError("no failing session of \(steps) steps in 1,000 seeds")
    }
}
