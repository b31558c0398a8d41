import ReelExampleExplore
import ReelExampleSupport
import Reel
import ReelTesting
import ReelExampleSearch

extension Scenario {
    /// Explored session steps through the search scene (sessions of 100 steps against the offline
    /// backend's answers and every failure, the search's invariants checked, each message
    /// rendered at 80x24; every eighth run also renders twice and replays its log), on one thread
    /// per core, against a bare loop that folds `update` over the same messages and renders each
    /// model once. `count` is the generated sessions' steps; the rate counts every step taken,
    /// the completion orders they branch into included, and `one_thread_steps_per_s` is the same
    /// on one thread (a quarter as many runs, timed apart).
    static let explore = Scenario(
        name: "explore", unit: "steps", defaultCount: 200_000,
        run: { count in
            let runs = max(1, count / 100)
            var report: ExploreReport<Search>?
            let seconds = Measurement.time { report = ExploreBench.explorer.explore(runs: runs, steps: 100, seed: 1) }
            guard let report, report.failure == nil, report.progress.runs == runs else {
                fatalError("explore: \(report.map { "\($0)" } ?? "no report")")
            }
            var alone = ExploreBench.explorer
            alone.concurrentRuns = 1
            var aloneSteps = 0
            let aloneSeconds = Measurement.time {
                aloneSteps = alone.explore(runs: max(1, runs / 4), steps: 100, seed: 1).progress.steps
            }
            return ownRate(operations: report.progress.steps, seconds: seconds) + [
                ("orders", Double(report.progress.orders)), ("messages", Double(report.progress.messages)),
                ("threads", Double(ExploreBench.explorer.concurrentRuns)),
                ("one_thread_steps_per_s", Measurement.rate(aloneSteps, aloneSeconds)),
            ]
        },
        baseline: { count in
            var model = Search.start(Search.Input(api: .offline)).0
            var draws = RandomDraws(seed: 1)
            let messages = ExploreBench.typing
            for _ in 0..<count {
                _ = Search.update(&model, messages.draw(from: &draws))
                blackHole(Search.frame(of: model, size: .standard))
            }
        },
        baselineName: "bare-search")
}

/// The search explorer the `explore` bench runs.
enum ExploreBench {
    /// What a user does on the search screen: types short queries, retries, moves the selection.
    static let typing: Generator<Search.Msg> = .weighted([
        (4, Generator.string(of: "med", length: 0...2).map { .queryChanged($0) }),
        (1, .constant(.retryTapped)),
        (2, Generator.int(in: -3...3).map { .selectionMoved(by: $0) }),
    ])

    static let explorer = Explorer(
        Search.self, input: Search.Input(api: .offline), messages: { _ in typing }, world: .offlineBackend,
        properties: [.invariants(of: Search.self)])
}
