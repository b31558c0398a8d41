import Reel
import ReelLog

extension Explorer {
    /// Run `run`: its generated session, then each order of answering the commands in flight at
    /// its first branch point; the first session that fails, as found.
    @inlinable
    func explore(
        run: Int, steps: Int, seed: UInt64, counted: inout ExploreProgress, tracer: (any ExploreTracer<S.Msg>)? = nil
    ) -> ExploreFailure<S>? {
        let runSeed = Self.seed(of: run, from: seed)
        let checksDeeply = deepCheckEvery > 0 && run % deepCheckEvery == 0
        // A run that records nothing (no log to replay, no child's crash-safe trace) takes each
        // order from a snapshot of its session at the branch point; the others take the session's
        // steps again from the start, so that their log or trace holds the whole session.
        let branchesFromSnapshot = !checksDeeply && tracer == nil
        let (session, simulation, branch, snapshot) = generate(
            steps: steps, seed: runSeed, checksDeeply: checksDeeply, tracer: tracer, snapshotsBranch: branchesFromSnapshot)
        counted.add(run: run, steps: session.count, messages: simulation.messages.count)
        if let violation = simulation.violation {
            return ExploreFailure(seed: seed, run: run, runSeed: runSeed, violation: violation, steps: session,
                                  messages: simulation.messages)
        }
        guard let branch else { return nil }
        for order in branch.orders {
            let candidate = Array(session.prefix(branch.step)) + order
            let simulation = snapshot.map { snapshot in
                simulation.restore(snapshot)
                for step in order where simulation.violation == nil { simulation.perform(step) }
                simulation.finish()
                return simulation
            } ?? self.run(candidate, seed: runSeed, checksDeeply: checksDeeply, tracer: tracer)
            counted.addOrder(steps: simulation.stepsTaken, messages: simulation.messages.count)
            if let violation = simulation.violation {
                return ExploreFailure(seed: seed, run: run, runSeed: runSeed, violation: violation,
                                      steps: Array(candidate.prefix(simulation.stepsTaken)), messages: simulation.messages)
            }
        }
        return nil
    }

    /// A random session of `steps` steps (fewer if a property breaks first), and its first branch
    /// point: the first moment at which between two and ``ordersEnumeratedUpTo`` commands await
    /// an answer.
    @inlinable
    func generate(
        steps: Int, seed runSeed: UInt64, checksDeeply: Bool = true, tracer: (any ExploreTracer<S.Msg>)? = nil
    ) -> ([ExploreDecision<S.Msg>], Simulation<S>, BranchPoint<S.Msg>?) {
        let (session, simulation, branch, _) = generate(steps: steps, seed: runSeed, checksDeeply: checksDeeply, tracer: tracer)
        return (session, simulation, branch)
    }

    /// ``generate(steps:seed:checksDeeply:tracer:)``, with the session's snapshot at its branch
    /// point if `snapshotsBranch` (the session's own: it is put back into the session returned).
    @inlinable
    func generate(
        steps: Int, seed runSeed: UInt64, checksDeeply: Bool, tracer: (any ExploreTracer<S.Msg>)?, snapshotsBranch: Bool = false
    ) -> ([ExploreDecision<S.Msg>], Simulation<S>, BranchPoint<S.Msg>?, SimulationSnapshot<S>?) {
        var snapshot: SimulationSnapshot<S>?
        let simulation = makeSimulation(seed: runSeed, checksDeeply: checksDeeply, tracer: tracer)
        var draws = RandomDraws(seed: runSeed)
        var session: [ExploreDecision<S.Msg>] = []
        var branch: BranchPoint<S.Msg>?
        session.reserveCapacity(steps)
        while session.count < steps, simulation.violation == nil {
            if branch == nil, ordersEnumeratedUpTo >= 2 {
                let waiting = simulation.answerableOptions
                if (2...ordersEnumeratedUpTo).contains(waiting.count) {
                    branch = BranchPoint(step: session.count, waiting: waiting, draws: &draws)
                    if snapshotsBranch { snapshot = simulation.snapshot() }
                }
            }
            let step = simulation.randomStep(&draws)
            simulation.perform(step)
            session.append(step)
        }
        simulation.finish()
        return (session, simulation, branch, snapshot)
    }

    /// Runs a given session; steps whose target does not exist are skipped.
    @inlinable
    func run(
        _ steps: [ExploreDecision<S.Msg>], seed runSeed: UInt64, checksDeeply: Bool, recorder: LogRecorder<S>? = nil,
        tracer: (any ExploreTracer<S.Msg>)? = nil
    ) -> Simulation<S> {
        let simulation = makeSimulation(seed: runSeed, checksDeeply: checksDeeply, recorder: recorder, tracer: tracer)
        for step in steps where simulation.violation == nil { simulation.perform(step) }
        simulation.finish()
        return simulation
    }

    @inlinable
    func makeSimulation(
        seed runSeed: UInt64, checksDeeply: Bool, recorder: LogRecorder<S>? = nil, tracer: (any ExploreTracer<S.Msg>)?
    ) -> Simulation<S> {
        tracer?.sessionStarted()
        let recorder = recorder ?? (checksDeeply ? LogRecorder<S>(inMemoryWithFrameSize: frameSize, recordedAt: Self.epoch) : nil)
        return Simulation(self, seed: runSeed, checksDeeply: checksDeeply, recorder: recorder, tracer: tracer)
    }
}

/// A moment of a session at which a few commands await an answer, and every order of answering
/// them, each as the steps that follow the moment.
@usableFromInline
struct BranchPoint<Msg: Codable & Equatable & Sendable> {
    /// How many steps of the session come before the moment.
    @usableFromInline let step: Int
    /// Each order of answering the waiting commands, as answer steps.
    @usableFromInline let orders: [[ExploreDecision<Msg>]]

    /// The branch point before step `step`, where `waiting` lists the answerable commands'
    /// positions and candidate counts; each gets one outcome, drawn once and kept in every order.
    @usableFromInline
    init(step: Int, waiting: [(position: Int, candidates: Int)], draws: inout RandomDraws) {
        self.step = step
        let outcomes = waiting.map { draws.index(below: $0.candidates) }
        orders = Self.permutations(of: Array(waiting.indices)).map { order in
            // A command answered is no longer waiting: those after it move one position up.
            var answered: [Int] = []
            return order.map { item in
                let position = waiting[item].position - answered.count { waiting[$0].position < waiting[item].position }
                answered.append(item)
                return .answer(position, outcome: outcomes[item])
            }
        }
    }

    /// Every order of `items`, each item first in turn (a handful of items: 6 orders for 3).
    static func permutations(of items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(of: rest).map { [first] + $0 }
        }
    }
}
