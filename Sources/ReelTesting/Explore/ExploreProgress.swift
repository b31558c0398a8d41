/// How far an exploration got.
public struct ExploreProgress: Sendable, Equatable, Codable {
    /// Sessions generated: the number of the last run counted, plus one (a shard counts every
    /// N-th run only, so its report says how many sessions it explored).
    public private(set) var runs = 0
    /// Completion orders enumerated (sessions of their own, besides the generated ones).
    public private(set) var orders = 0
    /// Steps taken (user messages and world decisions), in every session.
    public private(set) var steps = 0
    /// Messages that reached `update` (each rendered and checked), in every session.
    public private(set) var messages = 0

    /// Progress before anything ran.
    public init() {}

    @usableFromInline
    mutating func add(run: Int, steps: Int, messages: Int) {
        runs = run + 1
        self.steps += steps
        self.messages += messages
    }

    @usableFromInline
    mutating func addOrder(steps: Int, messages: Int) {
        orders += 1
        self.steps += steps
        self.messages += messages
    }

    /// Adds what another part of the same exploration counted (runs numbered alike).
    mutating func add(_ other: ExploreProgress) {
        runs = max(runs, other.runs)
        orders += other.orders
        steps += other.steps
        messages += other.messages
    }

    /// What the runs counted together; nil when a count does not fit in an `Int` (counts read
    /// from a file are anything the file says).
    static func total(_ parts: some Sequence<ExploreProgress>) -> ExploreProgress? {
        var total = ExploreProgress()
        for part in parts {
            let orders = total.orders.addingReportingOverflow(part.orders)
            let steps = total.steps.addingReportingOverflow(part.steps)
            let messages = total.messages.addingReportingOverflow(part.messages)
            guard !orders.overflow, !steps.overflow, !messages.overflow else { return nil }
            (total.runs, total.orders, total.steps, total.messages) = (max(total.runs, part.runs), orders.partialValue, steps.partialValue, messages.partialValue)
        }
        return total
    }

    /// Whether no count is below zero.
    var isNonNegative: Bool { runs >= 0 && orders >= 0 && steps >= 0 && messages >= 0 }
}
