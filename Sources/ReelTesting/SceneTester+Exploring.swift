import Reel
import ReelLog

/// The world's decisions of an explored session, taken by a tester: the target named by position
/// and the outcome by its number among a ``SimulatedWorld``'s candidates, as an ``ExploreDecision``
/// names them, so that a shrunk session reads as a tester's test
/// (``ExploreFailure/testerSource(named:explorer:scene:input:)``). A decision whose target or
/// candidate does not exist is skipped, as the explorer skips it.
extension SceneTester {
    /// Moves virtual time to the next due timer or tick and fires everything due then, as an
    /// explored session's `advance time` does; false if nothing is due.
    @discardableResult
    public func advanceToNextTimer() -> Bool {
        guard clock.advanceToNextTimer() else { return false }
        applyWaiting()
        return true
    }

    /// Answers the command waiting at `position` (requests and cache commands not answered yet,
    /// oldest first, cancelled ones included: a late answer) with its candidate answer number
    /// `candidate` in `world`, as an explored session's `answer` step does; false if there is none.
    @discardableResult
    public func respond(toWaiting position: Int, withCandidate candidate: Int, of world: SimulatedWorld) -> Bool {
        let items = work.answerable
        guard items.indices.contains(position), hand(items[position], candidate, of: world) else { return false }
        _ = work.answer(items[position].serial)  // after its messages, as the explorer forgets it after them
        return true
    }

    /// Emits candidate event number `candidate` in `world` from the source subscription at
    /// `position` (those that ran, oldest first, stopped ones included: a late event), as an
    /// explored session's `emit` step does; false if there is none.
    @discardableResult
    public func emit(fromSource position: Int, withCandidate candidate: Int, of world: SimulatedWorld) -> Bool {
        let items = work.sources
        return items.indices.contains(position) && hand(items[position], candidate, of: world)
    }

    /// Takes one step of an explored session with the call a printed test makes for it
    /// (``ExploreFailure/testerSource(named:explorer:scene:input:)``); false if it was skipped.
    @discardableResult
    public func take(_ step: ExploreDecision<S.Msg>, in world: SimulatedWorld) -> Bool where S: LoggableScene {
        switch step {
        case .send(let msg):
            send(msg)
            return true
        case .answer(let position, let outcome): return respond(toWaiting: position, withCandidate: outcome, of: world)
        case .advanceTime: return advanceToNextTimer()
        case .emit(let position, let event): return emit(fromSource: position, withCandidate: event, of: world)
        }
    }

    /// Hands `item` the world's candidate number `candidate` and applies the messages that follow;
    /// false if the world has no such candidate for it.
    private func hand(_ item: HeldWork.Item, _ candidate: Int, of world: SimulatedWorld) -> Bool {
        guard let chosen = world.candidate(candidate, for: item), let delivery = item.delivery(of: chosen) else { return false }
        delivery()
        applyWaiting()
        return true
    }
}
