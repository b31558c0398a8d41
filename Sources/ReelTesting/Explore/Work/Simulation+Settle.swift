import Reel

extension Simulation {
    /// Once a session's steps are taken, lets the world settle, for the properties about the
    /// session's end (``Property/eventuallyAnsweredOrCancelled(_:matching:)``): as in Jepsen's
    /// final heal or FoundationDB's quiescence check, the faults stop and the world does what it
    /// would do if left alone. While commands are in flight, it answers the oldest one still
    /// wanted with its first (plainest) candidate or, when none can be answered, lets time run to
    /// the next timer or tick; at most ``Explorer/settleSteps`` such steps, which are not counted
    /// as the session's. Then each such property checks the work still in flight.
    ///
    /// Nothing happens for explorers without such a property.
    @inlinable
    func settle() {
        guard violation == nil, settings.settles else { return }
        var taken = 0
        while violation == nil, taken < settings.settleSteps, interpreter.inFlight > 0 {
            if let position = options.wanted.first {
                take(.answer(position, outcome: 0))
            } else if clock.nextDue != nil {
                take(.advanceTime)
            } else {
                break  // what is left, the world cannot answer
            }
            taken += 1
        }
        guard violation == nil else { return }
        violation = settings.violationOnceSettled(stillInFlight: ledger?.inFlight ?? [], afterSteps: taken, at: messages.count)
    }
}
