/// What one decision taken from a state led to, as the checker's search merges it: the same
/// whether the state was expanded in this process or in a child (``ExhaustiveChecker/jobs``).
struct CheckSuccessor<Msg: Codable & Equatable & Sendable>: Codable {
    /// Where a decision led.
    enum Outcome: Codable, Equatable {
        /// The decision could not be taken (the session refused it): not counted.
        case refused
        /// A property broke: the search stops here, and rebuilds the session to report it.
        case broke
        /// A state, by its fingerprint.
        case reached(UInt64)
    }

    let decision: ExploreDecision<Msg>
    /// The kind of decision, by its raw value (``CheckedKind``).
    let kind: String
    let outcome: Outcome

    init(_ decision: ExploreDecision<Msg>, kind: CheckedKind, _ outcome: Outcome) {
        self.decision = decision
        self.kind = kind.rawValue
        self.outcome = outcome
    }

    var checkedKind: CheckedKind { CheckedKind(rawValue: kind) ?? .send }
}
