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
}
