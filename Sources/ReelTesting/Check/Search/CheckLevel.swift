import Dispatch
import Reel
import ReelLog

/// The expansion of one level of an exhaustive check by its jobs (``ExhaustiveChecker/jobs``):
/// threads of this process (Dispatch's pool, which keeps its threads from one level to the next),
/// each taking the next run of 64 frontier states until none is left. Each run's result is handed
/// to the search in the frontier's order (``CheckRun``), whatever thread expanded it, so that the
/// report is the same for any number of jobs.
///
/// The threads do all of the level's work but adding the new states to the set seen and the paths:
/// they take the decisions, check the properties, fingerprint, drop the states seen at an earlier
/// level and those their run reached before, count the decisions and note the actions sent (each
/// run in its own order). With more than one job the calling thread merges each run as soon as it
/// and the runs before it are done, while `jobs` helpers expand the rest: merged after the level,
/// the merge was a quarter of a two-job check of `check-twophase-7`, with one core idle. (The
/// calling thread expanding runs between merges, beside one helper, did worse: 1.4 times one job,
/// not 1.6–1.8.)
@usableFromInline
struct CheckLevel<S: LoggableScene>: Sendable where S.Input: Sendable {
    @usableFromInline let checker: ExhaustiveChecker<S>

    @inlinable
    init(_ checker: ExhaustiveChecker<S>) { self.checker = checker }

    /// Expands `frontier` in runs of 64 states and hands each run's result to `merge`, in order,
    /// until `merge` returns false (a property broke). The successors reached before this level
    /// (in `seen`) are counted and dropped. The threads read the `seen` they were given: a search
    /// that adds to its own set meanwhile changes a copy (the set is a value), never theirs.
    @inlinable
    func expand(_ frontier: [CheckState<S>], seen: FingerprintSet, merging merge: (inout CheckRun<S>) -> Bool) {
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
        guard jobs > 1 else {
            for run in 0..<runs {
                var result = expandRun(run)
                if !merge(&result) { return }
            }
            return
        }
        // The next run to take (all taken once the search stopped), each run's result until
        // merged, and a signal for each run that its result is there.
        let next = Locked(0)
        let done = Locked([CheckRun<S>?](repeating: nil, count: runs))
        let ready = (0..<runs).map { _ in DispatchSemaphore(value: 0) }
        let expandNext: @Sendable () -> Bool = {
            let run = next.withLock { taken in
                defer { taken += 1 }
                return taken
            }
            guard run < runs else { return false }
            let result = expandRun(run)
            done.withLock { $0[run] = result }
            ready[run].signal()
            return true
        }
        // A helper that starts once every run is taken does nothing; one that starts before is
        // waited for: none outlives the level, and none yet to start is waited for.
        let helping = DispatchGroup()
        for _ in 0..<jobs {
            DispatchQueue.global().async {
                let starts = next.withLock { taken in
                    if taken < runs { helping.enter() }
                    return taken < runs
                }
                guard starts else { return }
                while expandNext() {}
                helping.leave()
            }
        }
        defer {
            next.withLock { $0 = runs }
            helping.wait()
        }
        for run in 0..<runs {
            // This thread merges, and expands a run itself only when no helper has taken it (none
            // has started yet, or all are done): it waits for a run a helper is expanding, never
            // for a helper yet to start, whose thread the pool may be giving to other work.
            while ready[run].wait(timeout: .now()) == .timedOut {
                if next.withLock({ $0 > run }) {
                    ready[run].wait()
                    break
                }
                _ = expandNext()
            }
            let taken = done.withLock { done in
                var taken: CheckRun<S>?
                swap(&taken, &done[run])
                return taken
            }
            guard var result = taken, merge(&result) else { return }
        }
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
            if seen.contains(fingerprint) || !run.reachesFirst(fingerprint) { continue }
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
            if !seen.contains(fingerprint), run.reachesFirst(fingerprint) { run.add(fingerprint, parent: state.index, choice: choice, reached) }
        }
        return true
    }

    /// How many states a job takes at a time.
    @inlinable static var run: Int { 64 }
}
