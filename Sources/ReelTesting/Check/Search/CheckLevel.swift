import Dispatch
import Reel
import ReelLog

/// The expansion of one level of an exhaustive check by its jobs (``ExhaustiveChecker/jobs``):
/// threads of this process (Dispatch's pool, which keeps its threads from one level to the next),
/// each taking the next run of 64 frontier states until none is left. Each run's result is kept
/// at its position (``CheckRun``), so that the search merges them in the frontier's order whatever
/// thread expanded them, and the report is the same for any number of jobs.
///
/// The threads do all of the level's work but adding the new states to the set seen and the paths:
/// they take the decisions, check the properties, fingerprint, drop the states seen at an earlier
/// level, count the decisions and note the actions sent (each run in its own order)..
@usableFromInline
struct CheckLevel<S: LoggableScene>: Sendable where S.Input: Sendable {
    @usableFromInline let checker: ExhaustiveChecker<S>

    @inlinable
    init(_ checker: ExhaustiveChecker<S>) { self.checker = checker }

    /// The results of each run of 64 states of `frontier`, in order; the successors reached before
    /// this level (in `seen`, which no thread changes meanwhile) are counted and dropped.
    @inlinable
    func expand(_ frontier: [CheckState<S>], seen: FingerprintSet) -> [CheckRun<S>] {
        let runs = (frontier.count + Self.run - 1) / Self.run
        let jobs = min(checker.jobs, runs)
        let expandRun: @Sendable (Int) -> CheckRun<S> = { run in
            var result = CheckRun<S>()
            var own = CheckRun<S>.Own(checker.explorer.properties)
            for state in frontier[run * Self.run..<min(frontier.count, (run + 1) * Self.run)] {
                if !self.expand(state, into: &result, own: &own, seen: seen) { break }
            }
            return result
        }
        guard jobs > 1 else { return (0..<runs).map(expandRun) }
        let next = Locked(0)
        let done = Locked([CheckRun<S>](repeating: CheckRun(), count: runs))
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while true {
                let run = next.withLock { taken in
                    defer { taken += 1 }
                    return taken
                }
                guard run < runs else { return }
                let result = expandRun(run)
                done.withLock { $0[run] = result }
            }
        }
        return done.withLock { $0 }
    }

    /// Expands `state` into `run`, with the run's `own` objects; false if a property broke (the run ends there).
    @inlinable
    func expand(_ state: CheckState<S>, into run: inout CheckRun<S>, own: inout CheckRun<S>.Own, seen: FingerprintSet) -> Bool {
        guard let base = state.base, state.since.isEmpty else {
            for successor in checker.expand(state, seen: seen) {
                let outcome = successor.outcome
                if !note(outcome, of: successor.decision, successor.kind, choice: successor.choice, from: state, into: &run, seen: seen) {
                    return false
                }
            }
            return true
        }
        // A quiet state: each action applied to a copy of its model, with no session unless it starts work.
        for (choice, msg) in checker.actions(base.model).enumerated() {
            var model = base.model
            let effect = S.update(&model, msg)
            guard effect.isNone, S.subscriptions(model).isNone else {
                // It starts work: taken in a session.
                let outcome = checker.take(.send(msg), from: state, seen: seen)
                if !note(outcome, of: .send(msg), .send, choice: choice, from: state, into: &run, seen: seen) { return false }
                continue
            }
            run.transitions += 1
            run.decisions.0 += 1
            run.actions.note(msg)
            if base.secrets.isEmpty, let holds = own.holdsOfModel {
                // Properties of models alone: no step built.
                if !holds.allSatisfy({ $0(model) }) {
                    run.broke = (state.index, choice)
                    return false
                }
            } else {
                let step = ExploredStep<S>(index: 1, before: base.model, msg: msg, model: model, effect: effect, frameSize: checker.explorer.frameSize)
                if base.secrets.isEmpty ? own.violates(step) : checker.explorer.violation(at: step, secrets: base.secrets, rendersTwice: false) != nil {
                    run.broke = (state.index, choice)
                    return false
                }
            }
            let fingerprint = checker.fingerprints.model(model)
            if seen.contains(fingerprint) { continue }
            var quiet = base
            quiet.model = model
            quiet.random = own.random(copying: base.random)
            run.add(fingerprint, parent: state.index, choice: choice, CheckState(index: -1, base: quiet, since: []))
        }
        return true
    }

    /// Notes in `run` where a decision taken in `state` led: counted unless refused, a new state
    /// added unless seen at an earlier level; false if a property broke (the run ends there).
    @inlinable
    func note(
        _ outcome: CheckSuccessor<S>.Outcome, of decision: ExploreDecision<S.Msg>, _ kind: CheckedKind, choice: Int,
        from state: CheckState<S>, into run: inout CheckRun<S>, seen: FingerprintSet
    ) -> Bool {
        switch outcome {
        case .refused: return true
        case .known: run.count(decision, kind)
        case .broke:
            run.count(decision, kind)
            run.broke = (state.index, choice)
            return false
        case .reached(let fingerprint, let reached):
            run.count(decision, kind)
            if !seen.contains(fingerprint) { run.add(fingerprint, parent: state.index, choice: choice, reached) }
        }
        return true
    }

    /// How many states a job takes at a time.
    @inlinable static var run: Int { 64 }
}

/// What the expansion of a run of frontier states found, merged by the search in the frontier's
/// order: the decisions taken by kind, the actions sent (in the order the run first sent them),
/// the successors not seen at an earlier level (their fingerprints, the way back to each, and the
/// states), and where a property broke, if one did (the run stops there).
@usableFromInline
struct CheckRun<S: LoggableScene>: Sendable where S.Input: Sendable {
    @usableFromInline var transitions = 0
    /// The decisions taken of each kind, by ``CheckedKind/position``.
    @usableFromInline var decisions = (0, 0, 0, 0, 0)
    @usableFromInline var actions = ActionAlphabet<S.Msg>()
    @usableFromInline var fingerprints: [UInt64] = []
    @usableFromInline var parents: [Int] = []
    @usableFromInline var choices: [Int] = []
    @usableFromInline var states: [CheckState<S>] = []
    @usableFromInline var broke: (parent: Int, choice: Int)?

    @inlinable init() {}

    /// The objects a run keeps for itself, so that the threads' reference counting does not meet
    /// on objects every state shares (the properties' closures, the quiet states' random source):
    /// with 2 jobs on `check-twophase-7`, retaining and releasing those took about a fifth of the time (perf).
    @usableFromInline
    struct Own {
        /// Each property's check, in a closure of the run's own.
        @usableFromInline let checks: [(ExploredStep<S>) -> String?]
        /// The random source last copied, and the one it was copied from.
        @usableFromInline var copied: (from: RandomSource, copy: RandomSource)?

        /// Each property's check of a model, in a closure of the run's own, when every property
        /// checks the model alone; nil otherwise.
        @usableFromInline let holdsOfModel: [(S.Model) -> Bool]?

        @inlinable
        init(_ properties: [Property<S>]) {
            checks = properties.map { property in { property.violation(at: $0) } }
            let holds = properties.compactMap(\.holdsOfModel)
            holdsOfModel = holds.count == properties.count ? holds.map { holds in { holds($0) } } : nil
        }

        /// Whether a property breaks at `step`.
        @inlinable
        func violates(_ step: ExploredStep<S>) -> Bool {
            for check in checks where check(step) != nil { return true }
            return false
        }

        /// A random source of the run's own in the state `random` is in (no one draws from either).
        @inlinable
        mutating func random(copying random: RandomSource) -> RandomSource {
            if let copied, copied.from === random { return copied.copy }
            let copy = QuietState<S>.copy(random)
            copied = (random, copy)
            return copy
        }
    }

    /// Counts a decision of `kind` taken, and notes the action it sends.
    @inlinable
    mutating func count(_ decision: ExploreDecision<S.Msg>, _ kind: CheckedKind) {
        transitions += 1
        switch kind {
        case .send: decisions.0 += 1
        case .answer: decisions.1 += 1
        case .lateAnswer: decisions.2 += 1
        case .advanceTime: decisions.3 += 1
        case .emit: decisions.4 += 1
        }
        if case .send(let msg) = decision { actions.note(msg) }
    }

    /// Adds a successor not seen before this level.
    @inlinable
    mutating func add(_ fingerprint: UInt64, parent: Int, choice: Int, _ state: CheckState<S>) {
        fingerprints.append(fingerprint)
        parents.append(parent)
        choices.append(choice)
        states.append(state)
    }
}
