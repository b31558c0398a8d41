import ReelExampleExplore
import Reel
import ReelTesting
import ReelExampleSearch

extension Scenario {
    /// Distinct states of the search scene checked exhaustively, in this process: its checked
    /// actions (``Search/checkedActions``) and every answer, failure and timer of the offline
    /// backend, breadth first, states deduplicated by fingerprint. `count` is the fewest distinct
    /// states to reach: the search is checked one level deeper at a time until a check reaches
    /// that many, and the last check alone is timed. `bytes_per_state` is what the search keeps
    /// for each state (its fingerprint and its path back), `depth` the bound of the last check,
    /// `transitions_per_s` the decisions taken a second (deeper states offer more decisions, as
    /// late answers pile up, so states a second fall with depth where decisions a second do not).
    static let checkSearch = Scenario(
        name: "check-search", unit: "states", defaultCount: 1_000,
        run: { count in
            let checker = ExhaustiveChecker(ExploreBench.explorer, actions: { _ in Search.checkedActions })
            var depth = 0
            var report = checker.check(depth: depth)
            var seconds = 0.0
            while report.distinctStates < count {
                depth += 1
                seconds = Measurement.time { report = checker.check(depth: depth) }
            }
            guard report.counterexample == nil else { fatalError("check-search: \(report)") }
            return ownRate(operations: report.distinctStates, seconds: max(seconds, 1e-9)) + [
                ("depth", Double(report.depth)), ("transitions", Double(report.transitions)),
                ("transitions_per_s", Double(report.transitions) / max(seconds, 1e-9)),
                ("bytes_per_state", Double(report.fingerprintBytes + report.pathBytes) / Double(report.distinctStates)),
            ]
        },
        baseline: nil)
}
