import Reel

extension ExhaustiveChecker {
    /// Every decision possible in a state with work pending, in the order
    /// ``Simulation/choices(actions:lateAnswers:)`` gives, and where each led; it stops at the first
    /// that breaks a property. Each is taken in the session at the state, put back from the state's
    /// snapshot after any other was taken (a quiet state is expanded without a session, see
    /// `CheckLevel`). A successor whose fingerprint is in `seen` is ``CheckSuccessor/Outcome/known``,
    /// with no snapshot taken.
    ///
    /// A cancelled command's late answer is not taken when where it leads was seen: the runtime
    /// drops the answer (the one cancellation rule), so it leads to the state with the command
    /// forgotten, whose fingerprint is worked out without taking it. Late answers pile up as a
    /// session goes on (a fifth of `check-search`'s decisions at depth 19, a twentieth at depth 9),
    /// and taking one cost as much as any answer: its response decoded, then dropped. Debug builds
    /// take it anyway and trap unless it leads there, so every check the tests run proves the shortcut.
    @inlinable
    func expand(_ state: CheckState<S>, seen: FingerprintSet? = nil) -> [CheckSuccessor<S>] {
        let (here, home, snapshot) = session(at: state)
        defer { home.giveBack(here) }
        let choices = here.choices(actions: actions(here.model), lateAnswers: lateAnswers)
        precondition(choices.count <= Int(UInt16.max), "ExhaustiveChecker: a state offers more than 65,535 decisions")
        let world = here.worldWorkedOut
        var successors: [CheckSuccessor<S>] = []
        var moved = false  // whether the session left the state since it was last put back there
        for (offset, choice) in choices.enumerated() {
            if moved {
                here.restore(snapshot)
                here.worldWorkedOut = world
                moved = false
            }
            if let seen, let serial = here.lateAnswered(by: choice) {
                let forgotten = here.fingerprint(fingerprints, dropping: serial)
                if seen.contains(forgotten) {
                    #if DEBUG
                    precondition(
                        here.perform(choice.decision) && here.violation == nil && here.fingerprint(fingerprints) == forgotten,
                        "ExhaustiveChecker: a late answer did not lead to the state with its command forgotten")
                    moved = true
                    #endif
                    successors.append(CheckSuccessor(choice: offset, decision: choice.decision, kind: choice.kind, outcome: .known))
                    continue
                }
            }
            moved = true
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
