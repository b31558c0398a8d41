import Reel

extension ExhaustiveChecker {
    /// Every decision possible in a state with work pending, in the order
    /// ``Simulation/choices(actions:lateAnswers:)`` gives, and where each led; it stops at the first
    /// that breaks a property. Each is taken in the session at the state, put back from the state's
    /// snapshot before each (a quiet state is expanded without a session, see `CheckLevel`). A
    /// successor whose fingerprint is in `seen` is ``CheckSuccessor/Outcome/known``, with no snapshot taken.
    @inlinable
    func expand(_ state: CheckState<S>, seen: FingerprintSet? = nil) -> [CheckSuccessor<S>] {
        let (here, home, snapshot) = session(at: state)
        defer { home.giveBack(here) }
        let choices = here.choices(actions: actions(here.model), lateAnswers: lateAnswers)
        precondition(choices.count <= Int(UInt16.max), "ExhaustiveChecker: a state offers more than 65,535 decisions")
        let world = here.worldWorkedOut
        var successors: [CheckSuccessor<S>] = []
        for (offset, choice) in choices.enumerated() {
            if offset > 0 {
                here.restore(snapshot)
                here.worldWorkedOut = world
            }
            let outcome = take(choice.decision, from: state, in: here, home: home, seen: seen)
            successors.append(CheckSuccessor(choice: offset, decision: choice.decision, kind: choice.kind, outcome: outcome))
            if case .broke = outcome { break }
        }
        return successors
    }

    /// The session at `state`, this thread's until it gives it back to its home, and its snapshot
    /// there: the state's own session with its snapshot put back or, when the state has none (or
    /// another job holds that session), a session resumed from the state's quiet ancestor, the
    /// decisions since taken again, in a new home.
    @inlinable
    func session(at state: CheckState<S>) -> (Simulation<S>, PendingState<S>.Home, SimulationSnapshot<S>) {
        if let pending = state.pending, let session = pending.home.take() {
            session.restore(pending.snapshot)
            return (session, pending.home, pending.snapshot)
        }
        let session = resume(state)
        return (session, PendingState<S>.Home(), session.snapshot())
    }

    /// Where `decision` taken in the quiet `state` leads, in a session resumed from it (known if in `seen`).
    @inlinable
    func take(_ decision: ExploreDecision<S.Msg>, from state: CheckState<S>, seen: FingerprintSet? = nil) -> CheckSuccessor<S>.Outcome {
        let session = resume(state)
        let home = PendingState<S>.Home()
        defer { home.giveBack(session) }
        return take(decision, from: state, in: session, home: home, seen: seen)
    }

    /// Where `decision` taken in `session` (at `state`, and this thread's, from `home`) leads: a state
    /// with work pending is kept as a snapshot of the session there, unless its fingerprint is in
    /// `seen` (a state reached at an earlier level, which the search drops: most successors are
    /// such, and copying and freeing their sessions was about a tenth of a check of the notes screen).
    @inlinable
    func take(
        _ decision: ExploreDecision<S.Msg>, from state: CheckState<S>, in session: Simulation<S>, home: PendingState<S>.Home,
        seen: FingerprintSet? = nil
    ) -> CheckSuccessor<S>.Outcome {
        guard session.perform(decision) else { return .refused }
        if session.violation != nil { return .broke }
        // Fingerprinted first: the snapshot keeps the hashes of the work worked out for it (``WorkHashes``).
        let fingerprint = session.fingerprint(fingerprints)
        if let seen, seen.contains(fingerprint) { return .known }
        let next = session.quietState.map { CheckState<S>(index: -1, base: $0, since: []) }
            ?? CheckState<S>(
                index: -1, base: state.base, since: state.since + [decision], pending: PendingState(session.snapshot(), home: home))
        return .reached(fingerprint, next)
    }

    /// A session in `state`: resumed from its quiet ancestor (or started), the decisions since retaken.
    @inlinable
    func resume(_ state: CheckState<S>) -> Simulation<S> {
        let simulation = Simulation(
            explorer, seed: 0, checksDeeply: false, recorder: nil, tracer: nil, describesCommands: true, resuming: state.base)
        simulation.drawsOnRead = true
        simulation.retaking = true
        for decision in state.since where simulation.violation == nil { simulation.perform(decision) }
        simulation.retaking = false
        return simulation
    }
}
