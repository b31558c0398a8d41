import ReelExampleApp
import ReelExampleExplore
import Reel
@testable import ReelTesting
import ReelExampleSearch
import Testing

/// A shrunk failure printed as a SceneTester test: the calls it lists take the session's steps,
/// and end with the property broken while the planted bug is there.
@Suite struct TesterSourceTests {
    @Test func givenAPlantedStaleAnswer_whenATesterTakesTheShrunkSteps_thenItBreaksTheSameProperty_andTheFixedSearchDoesNot() throws {
        let explorer = searchExplorer(StaleSearch.self)
        let failure = try #require(explorer.explore(runs: 200, steps: 60, seed: 1).failure)

        let tester = SceneTester<StaleSearch>(input: explorer.input, exhaustivity: .off, seed: failure.runSeed)
        for step in failure.steps { tester.take(step, in: explorer.world) }
        #expect(explorer.violation(in: tester) == failure.violation)
        #expect(tester.history.map(\.msg).starts(with: failure.messages))

        let fixed = searchExplorer(Search.self)
        let search = SceneTester<Search>(input: fixed.input, exhaustivity: .off, seed: failure.runSeed)
        for step in failure.steps { search.take(step, in: fixed.world) }
        #expect(fixed.violation(in: search) == nil)
    }

    @Test func givenEachPlantedBug_whenPrintedForATester_thenTheTestStartsTheTesterWithTheRunSeed_takesEveryStepInOrder_andChecksAtTheEnd() throws {
        let failure = try #require(searchExplorer(SwallowingSearch.self).explore(runs: 200, steps: 60, seed: 1).failure)
        let source = failure.testerSource(named: "swallowed", explorer: "swallowing")
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }

        #expect(lines.first == "@Test func swallowed() {")
        #expect(lines[1].hasPrefix("// \(failure.violation.property): found by seed 1, run \(failure.run)"))
        let start = "let tester = SceneTester<SwallowingSearch>(input: swallowing.input, exhaustivity: .off, seed: "
        #expect(lines[2].hasPrefix(start) && lines[2].hasSuffix(")"))
        #expect(UInt64(lines[2].dropFirst(start.count).dropLast().filter { $0 != "_" }) == failure.runSeed)
        let calls = lines.filter { $0.hasPrefix("tester.") }
        #expect(calls == failure.steps.map { "tester." + $0.testerCall(world: "swallowing.world") })
        #expect(calls.contains { $0.hasPrefix("tester.respond(toWaiting: ") && $0.hasSuffix(", of: swallowing.world)") })
        #expect(lines.suffix(3) == ["let violation = swallowing.violation(in: tester)", #"#expect(violation == nil, "\(violation!)")"#, "}"])
    }

    @Test func givenATrap_whenPrintedForATester_thenTheStepsRunInAnExitTest() {
        let failure = ExploreFailure<TrappingSearch>(
            seed: 1, run: 0, runSeed: 15_212_506_146_343_009_075,
            violation: ExploreViolation(property: ExploreViolation.trap, detail: "Index out of range", step: 3),
            steps: [.send(.queryChanged("md")), .advanceTime, .answer(0, outcome: 0)], messages: [])
        let lines = failure.testerSource(explorer: "trapExplorer").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }

        #expect(lines.first == "@Test func exploredRegression() async {")
        #expect(lines[2] == "await #expect(processExitsWith: .success) {")
        #expect(lines[3] == "let tester = SceneTester<TrappingSearch>(input: trapExplorer.input, exhaustivity: .off, seed: 15_212_506_146_343_009_075)")
        #expect(Array(lines[4...6]) == [
            #"tester.send(.queryChanged("md"))"#, "tester.advanceToNextTimer()",
            "tester.respond(toWaiting: 0, withCandidate: 0, of: trapExplorer.world)",
        ])
        #expect(lines[7].hasPrefix("_ = trapExplorer.violation(in: tester)"))
    }

    @Test func givenAPropertyOnlyTheExplorerChecks_whenPrintedForATester_thenTheCheckFormIsPrintedWithTheReason() {
        for property in [ExploreViolation.cancelledDropped, ExploreViolation.replay] {
            let failure = ExploreFailure<StaleSearch>(
                seed: 1, run: 0, runSeed: 7, violation: ExploreViolation(property: property, detail: "", step: 1),
                steps: [.send(.retryTapped)], messages: [])
            let source = failure.testerSource()

            #expect(source.contains("let violation = explorer.check(["))
            #expect(source.contains("// The explorer checks this property itself: "))
            #expect(!source.contains("SceneTester"))
        }
    }
}
