import ReelExampleExplore
import Reel
import ReelTesting
import ReelExampleSearch

extension Scenario {
    /// Distinct states of the search scene checked exhaustively, in this process: its checked
    /// actions (``Search/checkedActions``) and every answer, failure and timer of the offline
    /// backend, breadth first, states deduplicated by fingerprint. `count` is the fewest distinct
    /// states to reach: the search is checked one level deeper at a time until a check reaches
    /// that many, and the rate is the last check's. `bytes_per_state` is what the search keeps
    /// for each state (its fingerprint and its path back), `depth` the bound of the last check,
    /// `transitions_per_s` the decisions taken a second. Deeper states offer more decisions (late
    /// answers pile up), so states a second fall with depth where decisions a second do not: the
    /// row shows both at the last depth and at half of it (`half_…`, from the check on the way up),
    /// with the decisions a state (`transitions_per_state`) that account for the difference.
    ///
    /// How deep a state lies in its session costs nothing: the last check is taken again after a
    /// prelude of 1,000 decisions (``Search/backToStart``, 200 times) that leaves the scene with the
    /// same states ahead as at its start, and the row gives that check's states and decisions a
    /// second (`deep_…`) beside the first's. The two checks must reach the same number of states
    /// by the same number of decisions, or the row stops: the figures compare like with like.
    static let checkSearch = Scenario(
        name: "check-search", unit: "states", defaultCount: 1_000,
        run: { count in
            let checker = ExhaustiveChecker(ExploreBench.explorer, actions: { _ in Search.checkedActions })
            var checks: [(report: CheckReport<Search>, seconds: Double)] = []
            repeat {
                var report: CheckReport<Search>?
                let seconds = Measurement.time { report = checker.check(depth: checks.count) }
                checks.append((report!, seconds))
            } while checks[checks.count - 1].report.distinctStates < count
            let (report, seconds) = checks[checks.count - 1]
            guard report.counterexample == nil else { fatalError("check-search: \(report)") }
            let half = checks[checks.count / 2]
            var deep = checker
            deep.prelude = Array(Array(repeating: Search.backToStart, count: 200).joined())
            var deepCheck: CheckReport<Search>?
            let deepSeconds = Measurement.time { deepCheck = deep.check(depth: report.depth) }
            let deepReport = deepCheck!
            guard deepReport.summary == report.summary, deepReport.counterexample == nil else {
                fatalError("check-search: after \(deep.prelude.count) decisions, not the same check: \(deepReport)")
            }
            func perState(_ report: CheckReport<Search>) -> Double { Double(report.transitions) / Double(max(report.distinctStates, 1)) }
            return ownRate(operations: report.distinctStates, seconds: max(seconds, 1e-9)) + [
                ("depth", Double(report.depth)), ("transitions", Double(report.transitions)),
                ("transitions_per_s", Measurement.rate(report.transitions, seconds)),
                ("transitions_per_state", perState(report)),
                ("half_depth", Double(half.report.depth)),
                ("half_states_per_s", Measurement.rate(half.report.distinctStates, half.seconds)),
                ("half_transitions_per_s", Measurement.rate(half.report.transitions, half.seconds)),
                ("half_transitions_per_state", perState(half.report)),
                ("deep_start", Double(deep.prelude.count)),
                ("deep_states_per_s", Measurement.rate(deepReport.distinctStates, deepSeconds)),
                ("deep_transitions_per_s", Measurement.rate(deepReport.transitions, deepSeconds)),
                ("bytes_per_state", Double(report.fingerprintBytes + report.pathBytes) / Double(report.distinctStates)),
            ]
        },
        baseline: nil)
}
