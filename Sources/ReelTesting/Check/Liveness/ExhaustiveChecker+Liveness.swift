import Reel

extension ExhaustiveChecker {
    /// `report` with the liveness check's verdict: the ``liveness`` properties are checked only when
    /// the report exhausted the scene (every reachable state expanded, no property broken), since a
    /// cycle that the bound cut would go unseen; otherwise the verdict says why they were not.
    @usableFromInline
    func withLiveness(_ report: CheckReport<S>) -> CheckReport<S> {
        var report = report
        report.liveness = livenessReport(exhausted: report)
        return report
    }

    /// `report`, a report of this checker's ``check(depth:)``, with the verdict of `properties`
    /// checked as ``liveness`` is: for timing the search and the liveness check apart.
    public func checkingLiveness(_ properties: [LivenessProperty<S>], after report: CheckReport<S>) -> CheckReport<S> {
        var checker = self
        checker.liveness = properties
        return checker.withLiveness(report)
    }

    /// The liveness verdict after `report`.
    func livenessReport(exhausted report: CheckReport<S>) -> LivenessReport<S> {
        guard !liveness.isEmpty else { return .none }
        if let reason = livenessNotChecked(brokeFirst: report.counterexample != nil, unexpanded: report.unexpanded, bound: report.bound) {
            return LivenessReport(properties: liveness.map(\.name), notChecked: reason, counterexample: nil)
        }
        guard let graph = LivenessGraph(self, limit: 2 * report.distinctStates + 16) else {
            return LivenessReport(properties: liveness.map(\.name), notChecked: "the states reached again outnumber the check's", counterexample: nil)
        }
        return livenessReport(in: graph)
    }

    /// Why the liveness properties are not checked after a search that found a broken property of
    /// every state (`brokeFirst`) or left `unexpanded` states at its `bound`: only a search that
    /// exhausted the scene sees every cycle. Nil when they are checked.
    func livenessNotChecked(brokeFirst: Bool, unexpanded: Int, bound: Int) -> String? {
        if brokeFirst { return "a property of every state broke first" }
        guard unexpanded == 0 else { return "the bound did not exhaust the scene: \(unexpanded) states at depth \(bound) not expanded" }
        return nil
    }

    /// The verdict of the ``liveness`` properties in `graph`, every state the check reached: the
    /// first lasso found, property by property, or none.
    func livenessReport(in graph: LivenessGraph<S>) -> LivenessReport<S> {
        for property in liveness {
            if let lasso = lasso(breaking: property, in: graph) {
                return LivenessReport(properties: liveness.map(\.name), notChecked: nil, counterexample: lasso)
            }
        }
        return LivenessReport(properties: liveness.map(\.name), notChecked: nil, counterexample: nil)
    }

    /// A lasso that breaks `property` in `graph`: for each key the property waits on (in the order
    /// first seen), a state where it waits, then states where what it waits for never comes, into a
    /// fair cycle of such states; the first found, from the state reached first. Nil if none.
    func lasso(breaking property: LivenessProperty<S>, in graph: LivenessGraph<S>) -> Lasso<S>? {
        var keys: [String] = []
        var seen: Set<String> = []
        let waiting = graph.states.map(property.from)
        for key in waiting.joined() where seen.insert(key).inserted { keys.append(key) }
        for key in keys {
            let unmet = graph.states.map { !property.to($0, key) }
            let components = FairComponents(graph, allowed: unmet)
            guard components.fair.contains(true) else { continue }
            for start in graph.states.indices where unmet[start] && waiting[start].contains(key) {
                guard let approach = graph.shortestPath(from: start, allowed: { unmet[$0] }, to: components.isFair) else { continue }
                let entry = approach.last?.to ?? start
                let prefix = prelude + graph.path(to: start) + approach.map(\.decision)
                let cycle = components.cycle(from: entry, in: graph).map(\.decision)
                let messages = resume(CheckState(index: 0, base: nil, since: prefix + cycle)).messages
                let prefixMessages = resume(CheckState(index: 0, base: nil, since: prefix)).messages.count
                return Lasso(
                    property: property.name, detail: property.stays(key), prefix: prefix, cycle: cycle, messages: messages,
                    prefixMessages: prefixMessages)
            }
        }
        return nil
    }
}
