import Reel
import ReelTesting
import Testing

@testable import reel_ladder_09_checking

/// Rung 9's twin: the microwave checked exhaustively, its planted bug found by a shortest session, the fix exhausted.
@Suite("Ladder 09: checking a scene exhaustively")
struct CheckingRungTests {
    @Test("given the buggy microwave, then the shortest session that heats with the door open is start, open, a minute")
    func thePlantedBugIsFoundShortest() throws {
        let report = checker(of: BuggyMicrowave.self).check(depth: 8)
        let counterexample = try #require(report.counterexample)
        #expect(counterexample.violation.property == "never heats with the door open")
        #expect(counterexample.steps == [.send(.startPressed), .send(.doorOpened), .advanceTime])
        #expect(report.distinctStates == 6 && report.transitions == 14)
        let model = checker(of: BuggyMicrowave.self).model(after: counterexample.steps)
        #expect(model == Microwave.Model(doorOpen: true, heating: true, minutesLeft: 1))
    }

    @Test("given the buggy microwave checked to depth 2, then the property holds: no session shorter than 3 breaks it")
    func noShorterSessionBreaksIt() {
        let report = checker(of: BuggyMicrowave.self).check(depth: 2)
        #expect(report.counterexample == nil)
        #expect(!report.exhausted)
    }

    @Test("given the microwave that cancels its timer, then every reachable state is visited and none heats with the door open")
    func theFixedSceneIsExhausted() {
        let report = checker(of: Microwave.self).check(depth: 8)
        #expect(report.counterexample == nil)
        #expect(report.exhausted)
        #expect(report.distinctStates == 8 && report.transitions == 26 && report.depth == 4)
        #expect(report.decisions[.advanceTime] == 2)
    }

    @Test("given the door opened while heating, then the timer is cancelled with the heating")
    func openingTheDoorCancelsTheTimer() {
        let t = SceneTester<Microwave>(input: ())
        let minute = Effect<Microwave.Msg>.after(.seconds(60), send: .minutePassed, id: "minute")
        t.send(.startPressed, { $0.heating = true; $0.minutesLeft = 2 }, commands: minute)
        t.send(.doorOpened, { $0.doorOpen = true; $0.heating = false }, commands: .cancel("minute"))
        t.advance(by: .seconds(60))  // nothing comes
        #expect(t.model == Microwave.Model(doorOpen: true, heating: false, minutesLeft: 2))
    }
}
