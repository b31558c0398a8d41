import Foundation

/// A scenario's figures from one run.
struct Measurement {
    /// The scenario's name.
    let name: String
    /// Operations done.
    let count: Int
    /// Reel's operations per second.
    let perSecond: Double
    /// The bare loop's operations per second, when there is one.
    let baselinePerSecond: Double?
    /// Extra figures (RSS and such).
    let figures: Scenario.Figures

    /// How many times slower Reel is than the bare loop (bare rate / Reel rate); lower is better.
    var ratio: Double? { baselinePerSecond.map { $0 / perSecond } }

    /// Runs a scenario (and its bare loop) for `count` operations.
    static func take(_ scenario: Scenario, count: Int) -> Measurement {
        let warmUp = min(count, max(1, count / 20))
        _ = scenario.run(warmUp)
        scenario.baseline?(warmUp)
        var figures: Scenario.Figures = []
        let seconds = time { figures = scenario.run(count) }
        let baselineSeconds = scenario.baseline.map { baseline in time { baseline(count) } }
        return Measurement(
            name: scenario.name, count: count, perSecond: rate(count, seconds),
            baselinePerSecond: baselineSeconds.map { rate(count, $0) }, figures: figures)
    }

    /// Wall-clock seconds that `body` takes.
    static func time(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let elapsed = clock.measure(body)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    private static func rate(_ count: Int, _ seconds: Double) -> Double {
        seconds > 0 ? Double(count) / seconds : 0
    }
}
