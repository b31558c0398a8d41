import Reel

extension ExhaustiveChecker {
    /// Every decision possible in `state`, in the order ``Simulation/choices(actions:lateAnswers:)``
    /// gives, and where each led; it stops at the first that breaks a property. `index` is the
    /// number of the message the decisions' steps are told they are (reports take it from a replay).
    ///
    /// A quiet state's actions are each applied to a copy of its model; one that starts no work
    /// leads to a quiet state with no session built at all. Every other decision is taken in a
    /// session resumed from the state's quiet ancestor, retaking the decisions since.
    @inlinable
    func expand(_ state: CheckState<S>) -> [CheckSuccessor<S>] {
        if let base = state.base, state.since.isEmpty {
            var successors: [CheckSuccessor<S>] = []
            for (choice, msg) in actions(base.model).enumerated() {
                let outcome = quietStep(from: base, msg) ?? take(.send(msg), from: state)
                successors.append(CheckSuccessor(choice: choice, decision: .send(msg), kind: .send, outcome: outcome))
                if case .broke = outcome { break }
            }
            return successors
        }
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

    /// Where `msg` sent in the quiet state `base` leads, when its update starts no work and declares
    /// no subscription: a quiet state, reached without a session; nil when it starts work.
    @inlinable
    func quietStep(from base: QuietState<S>, _ msg: S.Msg) -> CheckSuccessor<S>.Outcome? {
        var model = base.model
        let effect = S.update(&model, msg)
        guard effect.isNone, S.subscriptions(model).isNone else { return nil }
        let step = ExploredStep<S>(index: 1, before: base.model, msg: msg, model: model, effect: effect, frameSize: explorer.frameSize)
        if explorer.violation(at: step, secrets: base.secrets, rendersTwice: false) != nil { return .broke }
        var quiet = base
        quiet.model = model
        let next = CheckState<S>(index: -1, base: quiet, since: [])
        return .reached(modelFingerprint.of(model), next)
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
