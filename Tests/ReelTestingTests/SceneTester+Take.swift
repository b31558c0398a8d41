import Reel
import ReelTesting

extension SceneTester where S: LoggableScene {
    /// Takes an explored session's step with the call a printed test makes for it
    /// (`ExploreFailure.testerSource`); false if it was skipped.
    @discardableResult
    func take(_ step: ExploreStep<S.Msg>, in world: SimulatedWorld) -> Bool {
        switch step {
        case .send(let msg):
            send(msg)
            return true
        case .answer(let position, let outcome): return respond(toWaiting: position, withCandidate: outcome, of: world)
        case .advanceTime: return advanceToNextTimer()
        case .emit(let position, let event): return emit(fromSource: position, withCandidate: event, of: world)
        }
    }
}
