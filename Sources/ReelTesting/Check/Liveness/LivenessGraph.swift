import Reel
import ReelLog

/// Every state an exhausted check reached, with every decision between them: what a liveness
/// check searches for cycles. Built breadth first from the check's start (after its prelude),
/// with the checker's own sessions, so its states are the check's states.
struct LivenessGraph<S: LoggableScene> where S.Input: Sendable {
    /// A decision from one state to another, and what the world owed that it did.
    struct Edge {
        let to: Int
        let decision: ExploreDecision<S.Msg>
        /// The obligation the decision discharges (see ``Simulation/obligations()``); nil if none.
        let discharges: String?
    }

    /// Each state as liveness properties see it, by number (0: the start).
    private(set) var states: [CheckedState<S>] = []
    /// What the world owes in each state.
    private(set) var obligations: [Set<String>] = []
    /// The decisions out of each state, in the order the checker takes them.
    private(set) var edges: [[Edge]] = []
    /// The way each state was first reached: its parent and the decision; nil for the start.
    private(set) var parents: [(state: Int, decision: ExploreDecision<S.Msg>)?] = []

    /// The graph of every state reachable from `checker`'s start; nil if it holds more than
    /// `limit` states (the check did not exhaust what the graph reaches).
    init?(_ checker: ExhaustiveChecker<S>, limit: Int) {
        let start = checker.resume(CheckState(index: 0, base: nil, since: checker.prelude))
        var values = [CheckState<S>(start: start, prelude: checker.prelude)]
        var numbers = [start.fingerprint(checker.fingerprints): 0]
        parents.append(nil)
        var next = 0
        while next < values.count {
            let state = values[next]
            // The state's own session with its snapshot put back (or one resumed from its quiet
            // ancestor), as the search expands it; put back again before each decision after the first.
            let (here, home, snapshot) = checker.session(at: state)
            defer { home.giveBack(here) }
            states.append(here.checkedState())
            obligations.append(Set(here.obligations()))
            let choices = here.choices(actions: checker.actions(here.model), lateAnswers: checker.lateAnswers)
            let owed = choices.map { here.discharged(by: $0.decision) }
            var out: [Edge] = []
            for (offset, choice) in choices.enumerated() {
                if offset > 0 { here.restore(snapshot) }
                let outcome = checker.take(choice.decision, from: state, in: here, home: home)
                guard case .reached(let fingerprint, var reached) = outcome else { continue }
                let number: Int
                if let known = numbers[fingerprint] {
                    number = known
                } else {
                    number = values.count
                    guard number < limit else { return nil }
                    numbers[fingerprint] = number
                    reached.index = number
                    values.append(reached)
                    parents.append((next, choice.decision))
                }
                out.append(Edge(to: number, decision: choice.decision, discharges: owed[offset]))
            }
            edges.append(out)
            next += 1
        }
    }

    /// The decisions that first reached `state` from the start.
    func path(to state: Int) -> [ExploreDecision<S.Msg>] {
        var decisions: [ExploreDecision<S.Msg>] = []
        var at = state
        while let parent = parents[at] {
            decisions.append(parent.decision)
            at = parent.state
        }
        return decisions.reversed()
    }

    /// A shortest path from `source` to a state that `isTarget` accepts, through states `allowed`
    /// accepts only (the source and target included): the edges taken, in order; nil if none.
    func shortestPath(from source: Int, allowed: (Int) -> Bool, to isTarget: (Int) -> Bool) -> [Edge]? {
        if isTarget(source) { return [] }
        var via: [Int: (from: Int, edge: Edge)] = [source: (source, Edge(to: source, decision: .advanceTime, discharges: nil))]
        var queue = [source]
        var head = 0
        while head < queue.count {
            let at = queue[head]
            head += 1
            for edge in edges[at] where via[edge.to] == nil && allowed(edge.to) {
                via[edge.to] = (at, edge)
                if isTarget(edge.to) {
                    var taken: [Edge] = []
                    var back = edge.to
                    while back != source, let step = via[back] {
                        taken.append(step.edge)
                        back = step.from
                    }
                    return taken.reversed()
                }
                queue.append(edge.to)
            }
        }
        return nil
    }
}
