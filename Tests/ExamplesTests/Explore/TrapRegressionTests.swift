import ReelExampleExplore
import Reel
import ReelTesting
import ReelExampleSearch
import Testing

/// The explorer of the trapping search, as a regression test printed by the explorer names it.
let trapExplorer = searchExplorer(TrappingSearch.self)

@Suite struct TrapRegressionTests {
    // The test the explorer prints for a trap (`planted-trap` in DemoTests finds and shrinks it),
    // pasted with the expected exit turned around: while the bug is there, the check traps.
    @Test func thePrintedRegressionTestOfATrapExitsWhileTheBugIsThere() async {
        await #expect(processExitsWith: .failure) {
            _ = trapExplorer.check([
                .send(.queryChanged("md")),
                .advanceTime,
                .answer(0, outcome: 0),
            ], seed: 15_212_506_146_343_009_075)
        }
    }

    // The same session as `failure.testerSource()` prints it, its expected exit turned around too.
    @Test func thePrintedTesterTestOfATrapExitsWhileTheBugIsThere() async {
        await #expect(processExitsWith: .failure) {
            let tester = SceneTester<TrappingSearch>(input: trapExplorer.input, exhaustivity: .off, seed: 15_212_506_146_343_009_075)
            tester.send(.queryChanged("md"))
            tester.advanceToNextTimer()
            tester.respond(toWaiting: 0, withCandidate: 0, of: trapExplorer.world)
            _ = trapExplorer.violation(in: tester)  // renders every model
        }
    }

    @Test func theSameSessionOnTheSearchItselfPasses() {
        let violation = searchExplorer(Search.self).check([
            .send(.queryChanged("md")), .advanceTime, .answer(0, outcome: 0),
        ], seed: 15_212_506_146_343_009_075)
        #expect(violation == nil)
    }
}
