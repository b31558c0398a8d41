import Reel
import ReelLog

/// The breadth-first search of an exhaustive check, as TLC and Stateright run theirs: the
/// fingerprints of the states seen (``FingerprintSet``), the way back to each (``CheckPaths``), and
/// only the frontier's states as values (``CheckState``), each expanded once.
///
/// Each level is expanded by the jobs at once (``CheckLevel``) and merged here in the frontier's
/// order, each state's successors in the order of its choices: the same states get the same
/// numbers, and the first broken property is the same, for any number of jobs.
@usableFromInline
struct CheckSearch<S: LoggableScene> where S.Input: Sendable {
    @usableFromInline let checker: ExhaustiveChecker<S>
    @usableFromInline var seen = FingerprintSet()
    @usableFromInline var paths = CheckPaths()
    @usableFromInline var transitions = 0
    @usableFromInline var decisions = [Int](repeating: 0, count: CheckedKind.allCases.count)
    @usableFromInline var actions = ActionAlphabet<S.Msg>()
    @usableFromInline var frontierPeak = 0
    /// The shard searched (``ExhaustiveChecker/check(depth:shard:)``): the whole search by default.
    @usableFromInline var shard = ExploreShard.whole
    /// The level at which the shard kept its part of the frontier; nil until it did.
    @usableFromInline var split: Int?
    /// Each state reached and its depth, when kept for a shard's result; nil otherwise.
    @usableFromInline var recorded: [(UInt64, UInt16)]?

    @inlinable
    init(_ checker: ExhaustiveChecker<S>) { self.checker = checker }

    /// Searches to `bound` decisions; the report.
    @inlinable
    mutating func run(bound: Int) -> CheckReport<S> {
        let start = checker.resume(CheckState(index: 0, base: nil, since: checker.prelude))
        _ = paths.append(parent: nil, choice: 0)
        let first = start.fingerprint(checker.fingerprints)
        _ = seen.insert(first)
        recorded?.append((first, 0))
        if let violation = start.violation { return report(bound: bound, depth: 0, frontier: 0, broken: (violation, checker.prelude, start.messages)) }
        var frontier = [CheckState<S>(start: start, prelude: checker.prelude)]
        var depth = 0
        let level = CheckLevel(checker)
        while depth < bound, !frontier.isEmpty {
            frontierPeak = max(frontierPeak, frontier.count)
            var next: [CheckState<S>] = []
            var broke: (parent: Int, choice: Int)?
            level.expand(frontier, seen: seen) { run in
                merge(&run, reaching: depth + 1, into: &next)
                broke = run.broke
                return broke == nil
            }
            // The runs up to the first that broke a property (its states before the break included) were merged.
            if let broke {
                return report(bound: bound, depth: depth + 1, frontier: 0, broken: counterexample(to: broke.parent, broke.choice))
            }
            if !next.isEmpty { depth += 1 }
            if shard.count > 1, split == nil, next.count >= Self.splitWidth * shard.count {
                // Every shard searched alike to here; each keeps its states of this level, dealt out in turn.
                split = depth
                next = Array(stride(from: shard.index - 1, to: next.count, by: shard.count).map { next[$0] })
            }
            frontier = next
        }
        return report(bound: bound, depth: depth, frontier: frontier.count, broken: nil)
    }

    /// Adds what `run` found to the search: its counts, its actions, and each of its states not
    /// seen before (at depth `depth`), numbered in order and appended to `next`.
    @inlinable
    mutating func merge(_ run: inout CheckRun<S>, reaching depth: Int, into next: inout [CheckState<S>]) {
        transitions += run.transitions
        decisions[0] += run.decisions.0
        decisions[1] += run.decisions.1
        decisions[2] += run.decisions.2
        decisions[3] += run.decisions.3
        decisions[4] += run.decisions.4
        for action in run.actions.actions { actions.note(action) }
        // The run's states are moved out of it, not copied: no reference counted twice on this thread.
        for (offset, fingerprint) in run.fingerprints.enumerated() where seen.insert(fingerprint) {
            var reached = CheckState<S>(index: 0, base: nil, since: [])
            swap(&reached, &run.states[offset])
            reached.index = paths.append(parent: run.parents[offset], choice: run.choices[offset])
            next.append(reached)
            recorded?.append((fingerprint, UInt16(truncatingIfNeeded: depth)))
        }
    }

    /// How many states a level holds for each shard, at least, when the shards split it.
    @inlinable static var splitWidth: Int { 16 }

    /// The session to state `index` and then its choice `choice`, taken again from the start with
    /// every step checked: the violation it ends with, its decisions and messages.
    @usableFromInline
    func counterexample(to index: Int, _ choice: Int) -> (ExploreViolation, [ExploreDecision<S.Msg>], [S.Msg]) {
        let session = checker.resume(CheckState(index: 0, base: nil, since: checker.prelude))
        var steps = checker.prelude
        let before = paths.choices(to: index)
        for number in before + [choice] {
            let decision = session.choices(actions: checker.actions(session.model), lateAnswers: checker.lateAnswers)[number].decision
            session.retaking = steps.count - checker.prelude.count < before.count
            session.perform(decision)
            steps.append(decision)
        }
        guard let violation = session.violation else {
            preconditionFailure("the session to \(steps) broke a property once, and not when taken again")
        }
        return (violation, steps, session.messages)
    }

    @usableFromInline
    func report(
        bound: Int, depth: Int, frontier: Int, broken: (ExploreViolation, [ExploreDecision<S.Msg>], [S.Msg])?
    ) -> CheckReport<S> {
        let counterexample = broken.map { violation, steps, messages in
            ExploreFailure<S>(seed: 0, run: 0, runSeed: 0, violation: violation, steps: steps, messages: messages)
        }
        var taken: [CheckedKind: Int] = [:]
        for (offset, kind) in CheckedKind.allCases.enumerated() where decisions[offset] > 0 { taken[kind] = decisions[offset] }
        return CheckReport(
            bound: bound, distinctStates: seen.count, transitions: transitions, depth: depth,
            unexpanded: counterexample == nil ? frontier : 0, actions: actions.actions.map { "\($0)" }, decisions: taken,
            properties: checker.explorer.properties.filter { $0.settled == nil }.map(\.name),
            unchecked: checker.explorer.properties.filter { $0.settled != nil }.map(\.name), fingerprintBytes: seen.bytes,
            pathBytes: paths.bytes, frontierPeak: frontierPeak, counterexample: counterexample)
    }
}
