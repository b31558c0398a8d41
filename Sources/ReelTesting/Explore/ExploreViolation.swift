/// A property that failed: which, what was seen, and at which message.
public struct ExploreViolation: Equatable, Sendable, Codable, CustomStringConvertible {
    /// The property's name.
    public let property: String
    /// What was seen.
    public let detail: String
    /// The message (numbered from 1, as in a log) at which it failed.
    public let step: Int
    /// Whether the property reads the work in flight, which only the explorer keeps track of.
    let readsWork: Bool

    /// A failure of `property` at message `step`, with what was seen; `readsWork` if the property
    /// reads the work in flight.
    @usableFromInline
    init(property: String, detail: String, step: Int, readsWork: Bool = false) {
        self.property = property
        self.detail = detail
        self.step = step
        self.readsWork = readsWork
    }

    private enum CodingKeys: String, CodingKey { case property, detail, step, readsWork }

    /// Reads a violation; one written without saying whether its property reads work in flight
    /// reads as a property of steps.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        property = try container.decode(String.self, forKey: .property)
        detail = try container.decode(String.self, forKey: .detail)
        step = try container.decode(Int.self, forKey: .step)
        readsWork = try container.decodeIfPresent(Bool.self, forKey: .readsWork) ?? false
    }

    /// `results match the last query, at step 3: …`.
    public var description: String { "\(property), at step \(step): \(detail)" }

    /// Whether `other` is the same failure for shrinking: the same property and, for a trap, the
    /// same trap (its message and place), so that shrinking never trades one crash for another.
    func isSameFailure(as other: ExploreViolation) -> Bool {
        property == other.property && (property != Self.trap || detail == other.detail)
    }

    /// Whether a session must check deeply to see this failure again (see ``Explorer/deepCheckEvery``).
    var needsDeepChecks: Bool { property == Self.replay || property == Self.deterministicRender }

    /// The built-in property that a cancelled command's or stopped source's result never reaches `update`.
    @usableFromInline static let cancelledDropped = "cancelled results are dropped"
    /// The built-in property that a session's log replays and verifies identically.
    @usableFromInline static let replay = "the log replays identically"
    /// The built-in property that `render` is a function of the model alone.
    @usableFromInline static let deterministicRender = "render is deterministic"
    /// The built-in property that `update` and `render` never trap (checked in child processes).
    static let trap = "update and render never trap"
}
