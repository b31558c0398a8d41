import Reel

/// The breadth-first search of an exhaustive check: the fingerprints of the states seen, and for
/// each state found the decision that reached it and the state it was taken from (its path back).
struct CheckSearch<S: LoggableScene> where S.Input: Sendable {
    /// A state found: the state it was reached from (-1 for the start) and the decision taken there.
    struct Node {
        let parent: Int32
        let decision: ExploreDecision<S.Msg>?
    }

    let checker: ExhaustiveChecker<S>
    private var seen = Set<UInt64>()
    private var nodes: [Node] = []
    private var transitions = 0
    private var decisions: [CheckedKind: Int] = [:]
    private var actions: [String] = []
    private var actionsSeen = Set<String>()

    init(_ checker: ExhaustiveChecker<S>) { self.checker = checker }

    /// Searches to `bound` decisions; the report.
    mutating func run(bound: Int) -> CheckReport<S> {
        let start = checker.session(taking: [])
        nodes.append(Node(parent: -1, decision: nil))
        seen.insert(start.fingerprint())
        if let violation = start.violation { return report(bound: bound, depth: 0, frontier: [], broken: (violation, [], start.messages)) }
        var frontier = [0]
        var depth = 0
        while depth < bound, !frontier.isEmpty {
            let paths = frontier.map(path(to:))
            // Each level's states are expanded here, one by one, or by the jobs at once; either way
            // their successors are merged in the frontier's order, so the report is the same.
            let expanded = checker.jobs > 1 ? CheckJobs(checker).expand(paths) : nil
            var next: [Int] = []
            for (position, index) in frontier.enumerated() {
                for successor in expanded.flatMap({ $0[position] }) ?? checker.expand(paths[position]) {
                    let choice = (decision: successor.decision, kind: successor.checkedKind)
                    switch successor.outcome {
                    case .refused:
                        continue
                    case .broke:
                        count(choice)
                        let steps = paths[position] + [choice.decision]
                        let session = checker.session(taking: paths[position], retaking: true)
                        session.perform(choice.decision)
                        guard let violation = session.violation else {
                            preconditionFailure("the session to \(steps) broke a property once, and not when taken again")
                        }
                        return report(bound: bound, depth: depth + 1, frontier: [], broken: (violation, steps, session.messages))
                    case .reached(let fingerprint):
                        count(choice)
                        guard seen.insert(fingerprint).inserted else { continue }
                        nodes.append(Node(parent: Int32(index), decision: choice.decision))
                        next.append(nodes.count - 1)
                    }
                }
            }
            if !next.isEmpty { depth += 1 }
            frontier = next
        }
        return report(bound: bound, depth: depth, frontier: frontier, broken: nil)
    }

    /// The decisions from the start to state `index`.
    private func path(to index: Int) -> [ExploreDecision<S.Msg>] {
        var path: [ExploreDecision<S.Msg>] = []
        var index = index
        while let decision = nodes[index].decision {
            path.append(decision)
            index = Int(nodes[index].parent)
        }
        return path.reversed()
    }

    /// Counts a decision taken, and notes the action it sends.
    private mutating func count(_ choice: (decision: ExploreDecision<S.Msg>, kind: CheckedKind)) {
        transitions += 1
        decisions[choice.kind, default: 0] += 1
        if case .send(let msg) = choice.decision, actionsSeen.insert("\(msg)").inserted { actions.append("\(msg)") }
    }

    private func report(
        bound: Int, depth: Int, frontier: [Int], broken: (ExploreViolation, [ExploreDecision<S.Msg>], [S.Msg])?
    ) -> CheckReport<S> {
        let counterexample = broken.map { violation, steps, messages in
            ExploreFailure<S>(seed: 0, run: 0, runSeed: 0, violation: violation, steps: steps, messages: messages)
        }
        return CheckReport(
            bound: bound, distinctStates: seen.count, transitions: transitions, depth: depth,
            unexpanded: counterexample == nil ? frontier.count : 0, actions: actions, decisions: decisions,
            properties: checker.explorer.properties.filter { $0.settled == nil }.map(\.name),
            unchecked: checker.explorer.properties.filter { $0.settled != nil }.map(\.name), fingerprintBytes: seen.count * MemoryLayout<UInt64>.stride,
            pathBytes: nodes.count * MemoryLayout<Node>.stride, counterexample: counterexample)
    }
}
