import Reel

/// The world's decisions of an explored session, taken by a tester: the target named by position
/// and the outcome by its number among a ``SimulatedWorld``'s candidates, as an ``ExploreStep``
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
        guard items.indices.contains(position) else { return false }
        let item = items[position]
        guard let chosen = world.candidate(candidate, for: item), let answer = item.delivery(of: chosen) else { return false }
        answer()
        applyWaiting()
        _ = work.answer(item.serial)  // after its messages, as the explorer forgets it after them
        return true
    }

    /// Emits candidate event number `candidate` in `world` from the source subscription at
    /// `position` (those that ran, oldest first, stopped ones included: a late event), as an
    /// explored session's `emit` step does; false if there is none.
    @discardableResult
    public func emit(fromSource position: Int, withCandidate candidate: Int, of world: SimulatedWorld) -> Bool {
        let items = work.sources
        guard items.indices.contains(position) else { return false }
        let item = items[position]
        guard let chosen = world.candidate(candidate, for: item), let emit = item.delivery(of: chosen) else { return false }
        emit()
        applyWaiting()
        return true
    }
}
