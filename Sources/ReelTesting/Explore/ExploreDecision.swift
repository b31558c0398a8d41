/// One decision of an explored session: the user sends a message, or the world answers, lets time
/// pass, or emits an event.
///
/// A decision is not a *step*: in Reel a step is one message that `update` applied (see
/// `Step` and `LoggedStep`). A decision may lead to no step (an answer to a cancelled
/// command is dropped), one, or several (time passing fires every timer then due).
///
/// The world's decisions name their target by position ("the second command waiting for an
/// answer, oldest first") and their outcome by index into the world's candidates for it, rather
/// than by value: a session stays meaningful when shrinking removes earlier decisions, and a
/// decision whose target no longer exists is simply skipped.
public enum ExploreDecision<Msg: Codable & Equatable & Sendable>: Codable, Equatable, Sendable, CustomStringConvertible {
    /// The user sends a message.
    case send(Msg)
    /// The world answers the command at `position` among those awaiting an answer (oldest first,
    /// cancelled ones included: their answer is a late one, which must be dropped) with its
    /// candidate outcome number `outcome`.
    case answer(Int, outcome: Int)
    /// Virtual time moves to the next due timer or tick, and everything due then fires.
    case advanceTime
    /// The running source subscription at `position` (oldest first) emits its candidate event `event`.
    case emit(Int, event: Int)

    /// `send queryChanged("ab")`, `answer #0 with outcome 2`, `advance time`, `emit #0 event 1`.
    public var description: String {
        switch self {
        case .send(let msg): "send \(msg)"
        case .answer(let position, let outcome): "answer #\(position) with outcome \(outcome)"
        case .advanceTime: "advance time"
        case .emit(let position, let event): "emit #\(position) event \(event)"
        }
    }

    /// The decision as Swift source, for a regression test: `.send(.queryChanged("ab"))`.
    var swiftSource: String {
        switch self {
        case .send(let msg): ".send(\(Self.swiftLiteral(msg)))"
        case .answer(let position, let outcome): ".answer(\(position), outcome: \(outcome))"
        case .advanceTime: ".advanceTime"
        case .emit(let position, let event): ".emit(\(position), event: \(event))"
        }
    }

    /// The decision as a ``SceneTester`` call, for a regression test whose world is `world`:
    /// `send(.queryChanged("ab"))`, `respond(toWaiting: 0, withCandidate: 2, of: explorer.world)`.
    func testerCall(world: String) -> String {
        switch self {
        case .send(let msg): "send(\(Self.swiftLiteral(msg)))"
        case .answer(let position, let outcome): "respond(toWaiting: \(position), withCandidate: \(outcome), of: \(world))"
        case .advanceTime: "advanceToNextTimer()"
        case .emit(let position, let event): "emit(fromSource: \(position), withCandidate: \(event), of: \(world))"
        }
    }

    /// A message as Swift source: its reflection (`Search.Msg.queryChanged("ab")`), shortened
    /// to a leading-dot case when it is one.
    private static func swiftLiteral(_ msg: Msg) -> String {
        let full = String(reflecting: msg)
        let typeName = String(reflecting: Msg.self)
        return full.hasPrefix(typeName + ".") ? String(full.dropFirst(typeName.count)) : full
    }
}

/// The name ``ExploreDecision`` had before 2.0, when it was one of eight `…Step` types.
@available(*, deprecated, renamed: "ExploreDecision")
public typealias ExploreStep<Msg: Codable & Equatable & Sendable> = ExploreDecision<Msg>
