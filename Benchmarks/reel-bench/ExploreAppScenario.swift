import ReelExampleApp
import ReelExampleExplore
import Reel
import ReelTesting

extension Scenario {
    /// Explored session steps through the whole example app as `reel-demo explore` explores it:
    /// every scene, the offline backend's answers and every failure, every scene's invariants and
    /// rules about work checked, each message rendered at 40x12 (every eighth run also renders
    /// twice and replays its log), in child processes, one per core at once (`jobs`). `count` is
    /// the generated sessions' steps (sessions of 100); the rate counts every step taken, the
    /// completion orders included, and `messages_per_s` the messages that reached `update`. No
    /// bare loop compares: next to `explore` (the search alone, in process), it shows what
    /// exploring an app where users run it costs.
    static let exploreApp = Scenario(
        name: "explore-app", unit: "steps", defaultCount: 200_000,
        run: { count in
            var explorer = AppExplorer.make()
            explorer.isolation = .childProcesses
            let runs = max(1, count / 100)
            var report: ExploreReport<ExampleApp>?
            let seconds = Measurement.time { report = explorer.explore(runs: runs, steps: 100, seed: 7) }
            guard let report, report.failure == nil, report.problem == nil, report.progress.runs == runs else {
                fatalError("explore-app: \(report.map { "\($0)" } ?? "no report")")
            }
            return ownRate(operations: report.progress.steps, seconds: seconds) + [
                ("orders", Double(report.progress.orders)), ("messages", Double(report.progress.messages)),
                ("messages_per_s", Measurement.rate(report.progress.messages, seconds)), ("jobs", Double(explorer.concurrentRuns)),
            ]
        },
        baseline: nil)
}
