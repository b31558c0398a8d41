import ReelExampleExplore
import ReelTesting
import Testing

/// The exhaustive checker against the distinct-state counts that TLC and Stateright publish for
/// classic models, restated as scenes (each scene's documentation cites its source).
@Suite("classic models against their published state counts")
struct ClassicModelCheckTests {
    @Test("given TLA+ TwoPhase with 3 resource managers, when checked, then TLC's 288 states at depth 11 (tlaplus/Examples manifest)")
    func twoPhaseWithThree() {
        let report = TwoPhaseCommit.checker(managers: 3).check(depth: 100)
        #expect(report.exhausted, "\(report)")
        #expect(report.distinctStates == 288)
        // TLC counts the states on the longest shortest path (the initial one is depth 1), Reel the decisions.
        #expect(report.depth + 1 == 11)
        // TLC's 1,146 states generated: the initial state and one per enabled action of each state.
        #expect(report.transitions + 1 == 1_146)
    }

    @Test("given TwoPhase with 5 resource managers, when checked, then Stateright's 8,832 states (examples/2pc.rs)")
    func twoPhaseWithFive() {
        let report = TwoPhaseCommit.checker(managers: 5).check(depth: 100)
        #expect(report.exhausted, "\(report)")
        #expect(report.distinctStates == 8_832)
        #expect(report.bytesPerState <= 24, "\(report)")
    }

    @Test("given TLA+ TCommit with 3 resource managers, when checked, then TLC's 34 states at depth 7 (tlaplus/Examples manifest)")
    func transactionCommitWithThree() {
        let report = TransactionCommit.checker(managers: 3).check(depth: 100)
        #expect(report.exhausted, "\(report)")
        #expect(report.distinctStates == 34)
        #expect(report.depth + 1 == 7, "TLC counts states, Reel decisions")
        #expect(report.transitions + 1 == 94, "TLC's 94 states generated")
    }

    @Test("given Stateright's LinearEquation 2x + 4y = 7, when checked, then all 65,536 states and no solution (src/checker/bfs.rs)")
    func linearEquationWithoutSolution() {
        let report = LinearEquation.checker(LinearEquation.Input(a: 2, b: 4, c: 7)).check(depth: 1_000)
        #expect(report.exhausted, "\(report)")
        #expect(report.distinctStates == 65_536)
        #expect(report.depth == 510)
    }

    @Test("given Stateright's LinearEquation 2x + 10y = 14, when checked, then its shortest solution: x, x, y")
    func linearEquationSolved() throws {
        let report = LinearEquation.checker(LinearEquation.Input(a: 2, b: 10, c: 14)).check(depth: 1_000)
        let counterexample = try #require(report.counterexample, "\(report)")
        #expect(counterexample.steps == [.send(.increaseX), .send(.increaseX), .send(.increaseY)])
        #expect(counterexample.violation.property == "no solution")
    }

    @Test("given TwoPhase with 5 resource managers, when checked with 1, 2 and 3 jobs, then the reports are identical")
    func jobsGiveTheSameReport() {
        var checker = TwoPhaseCommit.checker(managers: 5)
        let one = checker.check(depth: 100).description
        for jobs in [2, 3] {
            checker.jobs = jobs
            #expect(checker.check(depth: 100).description == one, "\(jobs) jobs")
        }
    }

    @Test("given TwoPhase with a planted inconsistency, when checked with 1 and 2 jobs, then the same shortest counterexample")
    func jobsFindTheSameCounterexample() throws {
        var checker = TwoPhaseCommit.plantedChecker(managers: 4)
        let one = checker.check(depth: 100)
        checker.jobs = 2
        let two = checker.check(depth: 100)
        let counterexample = try #require(one.counterexample, "\(one)")
        #expect(two.description == one.description)
        // Each of 4 managers prepares, the TM receives each Prepared, commits, and one manager receives it.
        #expect(counterexample.steps.count == 10)
    }
}

extension TwoPhaseCommit {
    /// A checker of the model whose one property is planted to break: that no manager ever commits,
    /// which the protocol does on purpose (its shortest counterexample takes 10 decisions with 4 managers).
    static func plantedChecker(managers: Int) -> ExhaustiveChecker<TwoPhaseCommit> {
        var checker = checker(managers: managers)
        checker.explorer.properties = [.model("no manager commits") { model in
            (0..<model.managers).allSatisfy { model.state(of: $0) != .committed }
        }]
        return checker
    }
}
