import Foundation

/// One line of a child's crash-safe log: what it is doing or found, written before it does it.
enum ChildRecord<Msg: Codable & Equatable & Sendable>: Codable {
    /// Exploring: a run starts.
    case run(Int)
    /// Exploring: a run is over: what it counted, and the session that broke a property (without
    /// trapping), if one did.
    case ran(Int, counted: ExploreProgress, found: FoundSession<Msg>?)
    /// Recording or checking: a session starts.
    case session
    /// Recording or checking: a step is about to be taken.
    case step(ExploreDecision<Msg>)
    /// Recording or checking: a message is about to reach `update`.
    case message(Msg)
    /// Checking: the session's verdict after `steps` steps.
    case checked(ExploreViolation?, steps: Int)
    /// The job is done.
    case done
}
