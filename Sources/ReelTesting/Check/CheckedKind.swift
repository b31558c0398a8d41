/// A kind of decision the exhaustive checker takes: the user's, or one of the world's.
public enum CheckedKind: String, CaseIterable, Comparable, Sendable {
    /// The user sends one of the actions the rules allow.
    case send = "user actions"
    /// A command still wanted is answered, with one of the world's candidates (a success, each failure).
    case answer = "answers"
    /// A cancelled command is answered anyway: the answer must be dropped.
    case lateAnswer = "late answers"
    /// Virtual time moves to the next timer or tick, which fires.
    case advanceTime = "timers firing"
    /// A running source emits one of the world's candidate events.
    case emit = "source events"

    /// The kind's position in ``allCases``.
    @inlinable var position: Int {
        switch self {
        case .send: 0
        case .answer: 1
        case .lateAnswer: 2
        case .advanceTime: 3
        case .emit: 4
        }
    }

    public static func < (lhs: CheckedKind, rhs: CheckedKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
