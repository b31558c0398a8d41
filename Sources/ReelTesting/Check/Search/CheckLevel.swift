import Dispatch
import Reel

/// The expansion of one level of an exhaustive check by its jobs (``ExhaustiveChecker/jobs``):
/// threads of this process (Dispatch's pool, which keeps its threads from one level to the next),
/// each taking the next run of 64 frontier states until none is left. Each state's successors are
/// kept at its position, so that the search merges them in the frontier's order whatever thread
/// expanded them, and the report is the same for any number of jobs.
@usableFromInline
struct CheckLevel<S: LoggableScene> where S.Input: Sendable {
    @usableFromInline let checker: ExhaustiveChecker<S>

    @inlinable
    init(_ checker: ExhaustiveChecker<S>) { self.checker = checker }

    /// The successors of each state of `frontier`, by position; those reached before this level
    /// (in `seen`, which no thread changes meanwhile) as ``CheckSuccessor/Outcome/known``, so that
    /// the threads do that part of the merge's work and only new states are handed over.
    @inlinable
    func expand(_ frontier: [CheckState<S>], seen: FingerprintSet) -> [[CheckSuccessor<S>]] {
        let checker = checker
        let expand: @Sendable (CheckState<S>) -> [CheckSuccessor<S>] = { state in
            var successors = checker.expand(state)
            for index in successors.indices {
                guard case .reached(let fingerprint, _) = successors[index].outcome, seen.contains(fingerprint) else { continue }
                let successor = successors[index]
                successors[index] = CheckSuccessor(choice: successor.choice, decision: successor.decision, kind: successor.kind, outcome: .known)
            }
            return successors
        }
        let jobs = min(checker.jobs, (frontier.count + Self.run - 1) / Self.run)
        guard jobs > 1 else { return frontier.map(expand) }
        let runs = (frontier.count + Self.run - 1) / Self.run
        let next = Locked(0)
        let done = Locked([[CheckSuccessor<S>]](repeating: [], count: frontier.count))
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while true {
                let run = next.withLock { taken in
                    defer { taken += 1 }
                    return taken
                }
                guard run < runs else { return }
                let range = run * Self.run..<min(frontier.count, (run + 1) * Self.run)
                let expanded = frontier[range].map(expand)
                done.withLock { done in
                    for (offset, successors) in expanded.enumerated() { done[range.lowerBound + offset] = successors }
                }
            }
        }
        return done.withLock { $0 }
    }

    /// How many states a job takes at a time.
    @inlinable static var run: Int { 64 }
}
