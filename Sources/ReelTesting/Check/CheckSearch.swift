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
            var next: [Int] = []
            for index in frontier {
                let path = path(to: index)
                let here = checker.session(taking: path)
                let choices = here.choices(actions: checker.actions(here.model), lateAnswers: checker.lateAnswers)
                for (offset, choice) in choices.enumerated() {
                    // The last decision is taken in the session already there; the others each in a fresh one.
                    let session = offset == choices.count - 1 ? here : checker.session(taking: path)
                    guard session.perform(choice.decision) else { continue }
                    count(choice)
                    if let violation = session.violation {
                        return report(bound: bound, depth: depth + 1, frontier: [], broken: (violation, path + [choice.decision], session.messages))
                    }
                    guard seen.insert(session.fingerprint()).inserted else { continue }
                    nodes.append(Node(parent: Int32(index), decision: choice.decision))
                    next.append(nodes.count - 1)
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
