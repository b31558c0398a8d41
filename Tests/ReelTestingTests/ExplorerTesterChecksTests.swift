import Reel
import ReelTesting
import Testing

/// An explorer's checks of a tester's messages: its properties, deterministic frames, no secret
/// on screen, each message in order.
@Suite("Explorer: checking a tester")
struct ExplorerTesterChecksTests {
    @Test("given a tester whose third message breaks a property, then the violation names the property and that message")
    func brokenProperty() {
        let explorer = Explorer(Finder.self, input: (), world: Finder.world, properties: [
            .model("at most one line") { $0.lines.count <= 1 },
        ])
        let tester = SceneTester<Finder>(input: (), exhaustivity: .off)
        tester.send(.followed(true))
        tester.emit(fromSource: 0, withCandidate: 0, of: Finder.world)
        #expect(explorer.violation(in: tester) == nil)

        tester.emit(fromSource: 0, withCandidate: 1, of: Finder.world)
        tester.send(.followed(false))
        let violation = explorer.violation(in: tester)
        #expect(violation?.property == "at most one line")
        #expect(violation?.step == 3)
    }

    @Test("given a search for the secret token answered, when its result shows the token, then no secret on screen is broken")
    func secretOnScreen() {
        let explorer = Explorer(Finder.self, input: (), world: Finder.world)
        let tester = SceneTester<Finder>(input: (), exhaustivity: .off)
        tester.send(.typed(Finder.token))
        #expect(explorer.violation(in: tester) == nil)

        tester.respond(toWaiting: 0, withCandidate: 0, of: Finder.world)
        let violation = explorer.violation(in: tester)
        #expect(violation?.property == "no secret on screen")
        #expect(violation?.step == 2)
        #expect(violation?.detail.contains("(••••••••)") == true, "the token shown as bullets")
    }
}
