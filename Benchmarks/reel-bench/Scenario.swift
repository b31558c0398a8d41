/// One benchmark: an operation Reel performs, and the bare loop it is compared with.
struct Scenario: Sendable {
    /// Extra figures a scenario reports besides its rate, such as `("rss_mb", 41.2)`.
    typealias Figures = [(String, Double)]

    /// What a scenario reports when it does more operations than asked, or times only part of
    /// its work: the operations done and the seconds they took, which then give its rate.
    static func ownRate(operations: Int, seconds: Double) -> Figures {
        [(operationsFigure, Double(operations)), (secondsFigure, seconds)]
    }

    static let operationsFigure = "operations"
    static let secondsFigure = "seconds"

    /// The name used on the command line and in the table.
    let name: String
    /// What one operation is (`messages`, `frames`, `round trips`).
    let unit: String
    /// How many operations a normal run does.
    let defaultCount: Int
    /// Does `count` operations through Reel.
    let run: @Sendable (Int) -> Figures
    /// Does the same `count` operations as a bare loop, if there is a fair one.
    let baseline: (@Sendable (Int) -> Void)?
    /// The bare loop's own name on the command line (`bare-counter`).
    let baselineName: String

    init(
        name: String, unit: String, defaultCount: Int, run: @escaping @Sendable (Int) -> Figures,
        baseline: (@Sendable (Int) -> Void)?, baselineName: String? = nil
    ) {
        self.name = name
        self.unit = unit
        self.defaultCount = defaultCount
        self.run = run
        self.baseline = baseline
        self.baselineName = baselineName ?? "bare-\(name)"
    }
}

/// Keeps the optimizer from deleting work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
