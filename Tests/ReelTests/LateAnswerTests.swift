import Foundation
import Reel
import ReelTesting
import Testing

/// A cancelled command's answer never reaches update, even when the transport delivers it anyway.
@Suite("Late answers")
struct LateAnswerTests {
    private func program(clock: VirtualClock) -> Program<HTTPProbe> {
        // The latency is in the URL, so each test orders the answers as it likes.
        let fixtures = FixtureTransport(
            directory: nil, timers: clock,
            latency: { request in .milliseconds(Int(request.url.split(separator: "=").last ?? "") ?? 0) },
            fallback: { request in .success(HTTPResponse(body: Data(request.url.utf8))) })
        return Program<HTTPProbe>(input: (), services: Services(timers: clock, http: DeafTransport(inner: fixtures)))
    }

    @Test(arguments: [(100, 300), (300, 100)])
    func givenTwoRequestsWithOneID_whenBothAnswersArrive_thenOnlyTheNewerReachesUpdate(oldLatency: Int, newLatency: Int) {
        let clock = VirtualClock()
        let program = program(clock: clock)
        program.send(.fetchRequested(tag: "old", request: .get("http://api.test/slow?ms=\(oldLatency)"), id: "search"))
        program.send(.fetchRequested(tag: "new", request: .get("http://api.test/slow?ms=\(newLatency)"), id: "search"))
        #expect(program.waitUntilDrained())

        clock.advance(by: .seconds(1))

        #expect(program.waitUntilIdle())
        #expect(program.model.answers.map(\.tag) == ["new"])
        #expect(program.steps == 3)
    }

    @Test func givenACancelledRequest_whenItsAnswerArrivesAnyway_thenUpdateNeverSeesIt() {
        let clock = VirtualClock()
        let program = program(clock: clock)
        program.send(.fetchRequested(tag: "doomed", request: .get("http://api.test/a?ms=100"), id: "load"))
        program.send(.cancelRequested("load"))
        program.send(.fetchRequested(tag: "free", request: .get("http://api.test/b?ms=200"), id: nil))
        #expect(program.waitUntilDrained())

        clock.advance(by: .seconds(1))

        #expect(program.waitUntilIdle())
        #expect(program.model.answers.map(\.tag) == ["free"])
        #expect(program.inFlight == 0)
    }
}
