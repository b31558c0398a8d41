import Foundation
import Reel
import ReelTesting
import Testing

/// The world's decisions of an explored session, taken by a tester: targets by position,
/// outcomes by their number among the world's candidates.
@Suite("SceneTester: an explored session's steps")
struct SceneTesterExploringTests {
    private let world = Finder.world

    @Test("given a search cancelled by a newer one, when the oldest waiting is answered, then the late answer is dropped and the newer one moves up")
    func answersTheOldestWaitingCancelledIncluded() {
        let tester = SceneTester<Finder>(input: (), exhaustivity: .off)
        tester.send(.typed("a"))
        tester.send(.typed("ab"))

        #expect(tester.respond(toWaiting: 0, withCandidate: 0, of: world))
        #expect(tester.dropped == [.answered("a")])
        #expect(tester.model.found.isEmpty)
        #expect(tester.respond(toWaiting: 0, withCandidate: 1, of: world))
        #expect(tester.model.failures == 1, "candidate 1 is the world's timeout")
        #expect(!tester.respond(toWaiting: 0, withCandidate: 0, of: world), "nothing waits any more")
    }

    @Test("given a waiting search, when asked for a position or a candidate that does not exist, then nothing happens")
    func skipsWhatDoesNotExist() {
        let tester = SceneTester<Finder>(input: (), exhaustivity: .off)
        tester.send(.typed("a"))

        #expect(!tester.respond(toWaiting: 1, withCandidate: 0, of: world))
        #expect(!tester.respond(toWaiting: 0, withCandidate: SimulatedWorld.defaultHTTP.count, of: world))
        #expect(tester.pendingRequests == [Finder.request("a")])
        #expect(!tester.emit(fromSource: 0, withCandidate: 0, of: world), "no feed ran")
        #expect(!tester.advanceToNextTimer(), "no timer is set")
    }

    @Test("given bells set for 3 s and 1 s, when time advances to the next timer twice, then each rings at its time")
    func advancesToTheNextTimer() {
        let tester = SceneTester<Finder>(input: (), exhaustivity: .off)
        tester.send(.bellSet(seconds: 3))
        tester.send(.bellSet(seconds: 1))

        #expect(tester.advanceToNextTimer())
        #expect(tester.clock.now == .seconds(1))
        #expect(tester.model.rings == 1)
        #expect(tester.advanceToNextTimer())
        #expect(tester.clock.now == .seconds(3))
        #expect(tester.model.rings == 2)
    }

    @Test("given a feed followed, then stopped, when it emits a candidate event, then the event arrives while it runs and is dropped after")
    func emitsFromTheSourceAtAPosition() {
        let tester = SceneTester<Finder>(input: (), exhaustivity: .off)
        tester.send(.followed(true))

        #expect(tester.emit(fromSource: 0, withCandidate: 1, of: world))
        #expect(tester.model.lines == ["bye"])
        tester.send(.followed(false))
        #expect(tester.emit(fromSource: 0, withCandidate: 0, of: world), "a stopped source keeps its position")
        #expect(tester.dropped == [.lineArrived("hi")])
        #expect(tester.model.lines == ["bye"])
    }

    @Test("given ten searches cancelled, when the oldest waiting is answered, then the two oldest have retired, as in an explored session")
    func oldCancelledWorkRetires() {
        let tester = SceneTester<Finder>(input: (), exhaustivity: .off)
        for query in 0...10 { tester.send(.typed("q\(query)")) }

        #expect(tester.respond(toWaiting: 0, withCandidate: 0, of: world))
        #expect(tester.dropped == [.answered("q2")])
        tester.respond(to: Finder.request("q0"), with: .success(HTTPResponse()))
        #expect(tester.dropped == [.answered("q2"), .answered("q0")], "an answer by value still reaches a retired request")
    }
}
