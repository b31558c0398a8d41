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
            name: scenario.name, count: count, seconds: seconds, figures: figures,
            baselinePerSecond: baselineSeconds.map { rate(count, $0) })
    }

    /// The figures of `count` operations that took `seconds`, unless the scenario reported its
    /// own operations and seconds (``Scenario/ownRate(operations:seconds:)``).
    init(name: String, count: Int, seconds: Double, figures: Scenario.Figures, baselinePerSecond: Double? = nil) {
        let own = Dictionary(figures.filter { [Scenario.operationsFigure, Scenario.secondsFigure].contains($0.0) },
                             uniquingKeysWith: { first, _ in first })
        let done = own[Scenario.operationsFigure] ?? Double(count)
        self.init(
            name: name, count: Int(done), perSecond: Self.rate(Int(done), own[Scenario.secondsFigure] ?? seconds),
            baselinePerSecond: baselinePerSecond, figures: figures.filter { own[$0.0] == nil })
    }

    /// Wall-clock seconds that `body` takes.
    static func time(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let elapsed = clock.measure(body)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    private init(name: String, count: Int, perSecond: Double, baselinePerSecond: Double?, figures: Scenario.Figures) {
        self.name = name
        self.count = count
        self.perSecond = perSecond
        self.baselinePerSecond = baselinePerSecond
        self.figures = figures
    }

    /// Operations per second; 0 when no time was measured.
    static func rate(_ count: Int, _ seconds: Double) -> Double {
        seconds > 0 ? Double(count) / seconds : 0
    }
}
