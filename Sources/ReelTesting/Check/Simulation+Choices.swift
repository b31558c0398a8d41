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
    @usableFromInline
    func choices(actions: [S.Msg], lateAnswers: Bool) -> [(decision: ExploreDecision<S.Msg>, kind: CheckedKind)] {
        guard violation == nil else { return [] }
        let options = options
        var choices = actions.map { (ExploreDecision<S.Msg>.send($0), CheckedKind.send) }
        let late = Set(options.late)
        for position in (lateAnswers ? options.wanted + options.late : options.wanted).sorted() {
            let kind: CheckedKind = late.contains(position) ? .lateAnswer : .answer
            let candidates = kind == .lateAnswer ? min(options.answerCounts[position], 1) : options.answerCounts[position]
            choices += (0..<candidates).map { (.answer(position, outcome: $0), kind) }
        }
        if clock.nextDue != nil { choices.append((.advanceTime, .advanceTime)) }
        for position in options.emitters {
            choices += (0..<options.eventCounts[position]).map { (.emit(position, event: $0), .emit) }
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
