import ReelExampleApp
import ReelExampleExplore
import Reel
@testable import ReelTesting
import Testing

/// A tester takes the whole app's explored sessions as the explorer does: its HTTP and notes
/// requests, its feed, its timers and ticks.
@Suite struct TesterFollowsAppExplorerTests {
    @Test func givenGeneratedSessionsOfTheApp_whenATesterTakesTheirSteps_thenEachStepIsTakenAlike_andLeavesTheSameModel() {
        let explorer = AppExplorer.make()
        var kinds: Set<String> = []
        for seed: UInt64 in 1...12 {
            let (steps, _, _) = explorer.generate(steps: 200, seed: seed, checksDeeply: false)
            let simulation = Simulation(explorer, seed: seed, checksDeeply: false, recorder: nil, tracer: nil)
            let tester = SceneTester<ExampleApp>(input: explorer.input, exhaustivity: .off, seed: seed)
            for (index, step) in steps.enumerated() {
                let taken = simulation.perform(step)
                #expect(tester.take(step, in: explorer.world) == taken, "seed \(seed), step \(index): \(step)")
                #expect(tester.model == simulation.model, "seed \(seed), step \(index): \(step)")
                if taken { kinds.insert(String(describing: step).split(separator: " ")[0].description) }
            }
            #expect(tester.history.map(\.msg) == simulation.messages, "seed \(seed)")
            #expect(explorer.violation(in: tester) == nil, "seed \(seed)")
        }
        #expect(kinds == ["send", "answer", "advance", "emit"], "every kind of step was taken")
    }
}
