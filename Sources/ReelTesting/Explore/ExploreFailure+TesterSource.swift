import Reel

extension ExploreFailure {
    /// The session as a Swift Testing test that drives a ``SceneTester`` step by step, in its own
    /// words, and fails while the bug is there, ready to paste.
    ///
    /// The tester starts from `input` (by default the explorer's) with `exhaustivity: .off` and
    /// the run's seed, takes the steps as the explorer took them (`send`, `advanceToNextTimer`,
    /// `respond(toWaiting:withCandidate:of:)`, `emit(fromSource:withCandidate:of:)` with the
    /// explorer's world), and ends by checking every message it applied with
    /// ``Explorer/violation(in:)``. A trap is checked as an exit test. A property only the
    /// explorer can check (cancelled results dropped, which needs its record of where each
    /// message came from; the log replaying; a property of the work in flight) gives the
    /// ``testSource(named:explorer:)`` form.
    public func testerSource(
        named name: String = "exploredRegression", explorer: String = "explorer", scene: String? = nil, input: String? = nil
    ) -> String {
        if let reason = Self.explorerOnly[violation.property] ?? (violation.readsWork ? Self.workReason : nil) {
            return testSource(named: name, explorer: explorer, note: "The explorer checks this property itself: \(reason).")
        }
        let scene = scene ?? Self.sceneName
        let start = "let tester = SceneTester<\(scene)>(input: \(input ?? explorer + ".input"), exhaustivity: .off, seed: \(runSeedLiteral))"
        let calls = [start] + steps.map { "tester." + $0.testerCall(world: explorer + ".world") }
        guard violation.property == ExploreViolation.trap else {
            let body = [origin] + calls + [
                "let violation = \(explorer).violation(in: tester)", #"#expect(violation == nil, "\(violation!)")"#,
            ]
            return (["@Test func \(name)() {"] + body.map { "    " + $0 } + ["}"]).joined(separator: "\n")
        }
        let exitTest = calls + ["_ = \(explorer).violation(in: tester)  // renders every model"]
        return (["@Test func \(name)() async {", "    " + origin, "    await #expect(processExitsWith: .success) {"]
            + exitTest.map { "        " + $0 } + ["    }", "}"]).joined(separator: "\n")
    }

    /// The built-in properties a tester cannot check, and why.
    private static var explorerOnly: [String: String] {
        [
            ExploreViolation.cancelledDropped: "a tester cannot tell which command a message came from",
            ExploreViolation.replay: "it needs the session's log",
        ]
    }

    /// Why a tester cannot check a property of the work in flight.
    private static var workReason: String { "a tester does not keep track of the work in flight" }

    /// The scene's type as a test names it: without its module.
    private static var sceneName: String {
        let full = String(reflecting: S.self)
        guard let dot = full.firstIndex(of: ".") else { return full }
        return String(full[full.index(after: dot)...])
    }
}
