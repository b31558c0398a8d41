import Reel

extension ExhaustiveChecker {
    /// Every decision possible in a state with work pending, in the order
    /// ``Simulation/choices(actions:lateAnswers:)`` gives, and where each led; it stops at the first
    /// that breaks a property. Each is taken in a session resumed from the state's quiet ancestor,
    /// retaking the decisions since (a quiet state is expanded without a session, see `CheckLevel`).
    @inlinable
    func expand(_ state: CheckState<S>) -> [CheckSuccessor<S>] {
        let here = resume(state)
        let choices = here.choices(actions: actions(here.model), lateAnswers: lateAnswers)
        precondition(choices.count <= Int(UInt16.max), "ExhaustiveChecker: a state offers more than 65,535 decisions")
        var successors: [CheckSuccessor<S>] = []
        for (offset, choice) in choices.enumerated() {
            // The last decision is taken in the session already there; the others each in a new one.
            let outcome = take(choice.decision, from: state, in: offset == choices.count - 1 ? here : nil)
            successors.append(CheckSuccessor(choice: offset, decision: choice.decision, kind: choice.kind, outcome: outcome))
            if case .broke = outcome { break }
        }
        return successors
    }

    /// Where `decision` taken in `state` leads, in `session` (at `state`) or in a session resumed for it.
    @inlinable
    func take(_ decision: ExploreDecision<S.Msg>, from state: CheckState<S>, in session: Simulation<S>? = nil) -> CheckSuccessor<S>.Outcome {
        let session = session ?? resume(state)
        guard session.perform(decision) else { return .refused }
        if session.violation != nil { return .broke }
        let next = session.quietState.map { CheckState<S>(index: -1, base: $0, since: []) }
            ?? CheckState<S>(index: -1, base: state.base, since: state.since + [decision])
        return .reached(session.fingerprint(modelFingerprint), next)
    }

    /// A session in `state`: resumed from its quiet ancestor (or started), the decisions since retaken.
    @inlinable
    func resume(_ state: CheckState<S>) -> Simulation<S> {
        let simulation = Simulation(
            explorer, seed: 0, checksDeeply: false, recorder: nil, tracer: nil, describesCommands: true, resuming: state.base)
        simulation.retaking = true
        for decision in state.since where simulation.violation == nil { simulation.perform(decision) }
        simulation.retaking = false
        return simulation
    }
}
