/// Hears of every step and message of a session as it happens (a child process's crash-safe log).
@usableFromInline
protocol ExploreTracer<Msg>: AnyObject {
    associatedtype Msg: Codable & Equatable & Sendable
    /// A session starts (its start effects may send messages before its first step).
    func sessionStarted()
    /// A step is about to be taken.
    func stepTaken(_ step: ExploreDecision<Msg>)
    /// A message is about to reach `update`.
    func messageApplying(_ msg: Msg)
}
