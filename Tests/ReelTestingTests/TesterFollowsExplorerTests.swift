import Reel
@testable import ReelTesting
import Testing

/// A tester that takes an explored session's steps takes them as the explorer does: the same
/// targets, the same messages, the same models, and the same broken property.
@Suite("SceneTester: following an explored session")
struct TesterFollowsExplorerTests {
    /// A user who types short queries (each cancels the last), follows and leaves the feed, sets bells.
    static let explorer = Explorer(
        Finder.self, input: (),
        messages: { _ in
            .weighted([
                (6, Generator.string(of: "ab", length: 0...2).map { .typed($0) }),
                (1, Generator.element(of: [true, false]).map { .followed($0) }),
                (1, Generator.int(in: 1...3).map { .bellSet(seconds: $0) }),
            ])
        },
        world: Finder.world)

    @Test("given generated sessions, when a tester takes their steps, then each step is skipped or taken alike and leaves the same model")
    func sameStepsSameModels() {
        var cancelledAtOnce = 0
        for seed: UInt64 in 1...25 {
            let (steps, _, _) = Self.explorer.generate(steps: 120, seed: seed, checksDeeply: false)
            let simulation = Simulation(Self.explorer, seed: seed, checksDeeply: false, recorder: nil, tracer: nil)
            let tester = SceneTester<Finder>(input: (), exhaustivity: .off, seed: seed)
            for (index, step) in steps.enumerated() {
                let taken = tester.take(step, in: Finder.world)
                #expect(taken == simulation.perform(step), "seed \(seed), step \(index): \(step)")
                #expect(tester.model == simulation.model, "seed \(seed), step \(index): \(step)")
                cancelledAtOnce = max(cancelledAtOnce, tester.work.all.count { $0.cancelled && !$0.answered })
            }
            #expect(tester.history.map(\.msg) == simulation.messages)
        }
        #expect(cancelledAtOnce > HeldWork.lateWorkKept, "the sessions cancel enough searches for old ones to retire")
    }

    @Test("given a property the feed breaks, when a tester takes the shrunk session, then it breaks the same property at the same message")
    func sameViolation() throws {
        var explorer = Self.explorer
        explorer.properties = [.model("at most one line") { $0.lines.count <= 1 }]
        let failure = try #require(explorer.explore(runs: 50, steps: 60, seed: 1).failure)
        let tester = SceneTester<Finder>(input: (), exhaustivity: .off, seed: failure.runSeed)
        for step in failure.steps { tester.take(step, in: explorer.world) }

        #expect(explorer.violation(in: tester) == failure.violation)
        #expect(failure.steps.contains { if case .emit = $0 { true } else { false } })
    }
}
