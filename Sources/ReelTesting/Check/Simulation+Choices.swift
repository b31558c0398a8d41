import Reel

extension Simulation {
    /// Every decision possible now, in a fixed order: each of `actions` sent; each command still
    /// wanted answered with each of the world's candidates, oldest first; each cancelled one
    /// answered late (if `lateAnswers`) with its first candidate; time moved to the next timer;
    /// each source emitting each of its candidate events.
    ///
    /// A late answer is offered once, not once per candidate: the runtime drops a cancelled
    /// command's result whatever it says (the one cancellation rule), so every candidate leads to
    /// the same state, and the first is the one a breadth-first search reaches first. The search
    /// screen's cancelled requests, nine candidates each, made over half of its decisions.
    ///
    /// One pass, specialized into the checker (`@inlinable`): a state lists its choices once,
    /// and building the list with generic `map`s and joins cost as much as one of its decisions.
    @inlinable
    func choices(actions: [S.Msg], lateAnswers: Bool) -> [(decision: ExploreDecision<S.Msg>, kind: CheckedKind)] {
        guard violation == nil else { return [] }
        let options = options
        var choices: [(decision: ExploreDecision<S.Msg>, kind: CheckedKind)] = []
        choices.reserveCapacity(actions.count + options.answerCounts.reduce(0, +) + 1)
        for msg in actions { choices.append((.send(msg), .send)) }
        for (position, item) in options.answerable.enumerated() where options.answerCounts[position] > 0 {
            if !item.cancelled {
                for outcome in 0..<options.answerCounts[position] { choices.append((.answer(position, outcome: outcome), .answer)) }
            } else if lateAnswers {
                choices.append((.answer(position, outcome: 0), .lateAnswer))
            }
        }
        if clock.nextDue != nil { choices.append((.advanceTime, .advanceTime)) }
        for position in options.emitters {
            for event in 0..<options.eventCounts[position] { choices.append((.emit(position, event: event), .emit)) }
        }
        return choices
    }

    /// The serial of the cancelled command `choice` answers late; nil if it is another decision.
    @inlinable
    func lateAnswered(by choice: (decision: ExploreDecision<S.Msg>, kind: CheckedKind)) -> Int? {
        guard choice.kind == .lateAnswer, case .answer(let position, _) = choice.decision else { return nil }
        let answerable = options.answerable
        return answerable.indices.contains(position) ? answerable[position].serial : nil
    }
}
