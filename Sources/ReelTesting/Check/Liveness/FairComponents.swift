import Reel
import ReelLog

/// The strongly connected components of a liveness graph's states that a predicate allows
/// (Tarjan's algorithm, without recursion), and which of them hold a fair cycle.
///
/// Under weak fairness a component holds a fair cycle exactly when every obligation owed in
/// *all* of its states is discharged by a decision between two of its states: a cycle through
/// all of its states and decisions then owes nothing forever without doing it. When some
/// obligation is owed in every state and no decision inside discharges it, every cycle inside
/// owes it forever, so no smaller cycle is fair either (as in TLC's and Stateright's checks of
/// weak fairness, nothing needs to be searched again inside the component). Every state may
/// stay as it is forever (the user stops acting, and the world does nothing it does not owe), so
/// a single state is a component too, fair when it owes nothing.
struct FairComponents<S: LoggableScene> where S.Input: Sendable {
    /// Each state's component; -1 for a state not allowed.
    private(set) var component: [Int]
    /// Whether each component holds a fair cycle.
    private(set) var fair: [Bool] = []

    /// The components of `graph`'s states that `allowed` accepts, and which are fair.
    init(_ graph: LivenessGraph<S>, allowed: [Bool]) {
        let count = allowed.count
        component = Array(repeating: -1, count: count)
        var index = Array(repeating: -1, count: count)
        var low = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var counter = 0
        var members: [[Int]] = []
        for root in 0..<count where allowed[root] && index[root] == -1 {
            var work: [(state: Int, edge: Int)] = []
            func visit(_ state: Int) {
                index[state] = counter
                low[state] = counter
                counter += 1
                stack.append(state)
                onStack[state] = true
                work.append((state, 0))
            }
            visit(root)
            while let (state, edge) = work.last {
                let out = graph.edges[state]
                if edge < out.count {
                    work[work.count - 1].edge += 1
                    let next = out[edge].to
                    guard allowed[next] else { continue }
                    if index[next] == -1 {
                        visit(next)
                    } else if onStack[next] {
                        low[state] = min(low[state], index[next])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { low[parent.state] = min(low[parent.state], low[state]) }
                guard low[state] == index[state] else { continue }
                var group: [Int] = []
                while let top = stack.popLast() {
                    onStack[top] = false
                    component[top] = members.count
                    group.append(top)
                    if top == state { break }
                }
                members.append(group)
            }
        }
        fair = members.enumerated().map { number, group in
            var owedEverywhere = graph.obligations[group[0]]
            for state in group.dropFirst() { owedEverywhere.formIntersection(graph.obligations[state]) }
            for state in group {
                for edge in graph.edges[state] where component[edge.to] == number {
                    if let done = edge.discharges { owedEverywhere.remove(done) }
                }
            }
            return owedEverywhere.isEmpty
        }
    }

    /// Whether `state` lies in a fair component.
    func isFair(_ state: Int) -> Bool { component[state] >= 0 && fair[component[state]] }

    /// A fair cycle from `entry` (in a fair component) back to it: decisions inside the component
    /// that, for each obligation owed on the way, pass a state that does not owe it or discharge
    /// it. Empty when staying in `entry` forever is fair (it owes nothing).
    func cycle(from entry: Int, in graph: LivenessGraph<S>) -> [LivenessGraph<S>.Edge] {
        let inside = component[entry]
        let allowed = { (state: Int) in component[state] == inside }
        var taken: [LivenessGraph<S>.Edge] = []
        var at = entry
        var visited: Set<Int> = [entry]
        var discharged: Set<String> = []
        let owed = Set(graph.obligations.indices.filter(allowed).flatMap { graph.obligations[$0] }).sorted()
        for obligation in owed {
            if discharged.contains(obligation) || visited.contains(where: { !graph.obligations[$0].contains(obligation) }) { continue }
            let free = graph.shortestPath(from: at, allowed: allowed) { !graph.obligations[$0].contains(obligation) }
            let path =
                free
                ?? graph.shortestPath(from: at, allowed: allowed) { state in
                    graph.edges[state].contains { $0.discharges == obligation && allowed($0.to) }
                }.map { path in
                    let from = path.last?.to ?? at
                    return path + [graph.edges[from].first { $0.discharges == obligation && allowed($0.to) }!]
                }
            for edge in path ?? [] {
                taken.append(edge)
                visited.insert(edge.to)
                if let done = edge.discharges { discharged.insert(done) }
                at = edge.to
            }
        }
        for edge in graph.shortestPath(from: at, allowed: allowed, to: { $0 == entry }) ?? [] { taken.append(edge) }
        return taken
    }
}
