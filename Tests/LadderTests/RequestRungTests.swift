import Foundation
import Reel
import ReelTesting
import Testing

@testable import reel_ladder_02_request

/// Rung 2's twin: the weather scene against the rung's in-memory server, on a virtual clock.
@Suite("Ladder 02: a request")
struct RequestRungTests {
    static let oslo = Weather.Report(city: "Oslo", celsius: 4, sky: "rain")

    @Test("given the in-memory server, then the first city loads in 80 ms and a later choice cancels an earlier one")
    func theLatestChoiceWins() {
        let clock = VirtualClock()
        let server = FixtureTransport(directory: nil, timers: clock, latency: { _ in .milliseconds(80) }, fallback: answer)
        let program = Program<Weather>(input: (), services: Services(timers: clock, http: server))
        #expect(program.waitUntilDrained())
        #expect(program.model.loading && program.inFlight == 1)
        #expect(program.settle(advancing: clock))
        #expect(clock.now == .milliseconds(80))
        #expect(program.model == Weather.Model(city: "Oslo", report: Self.oslo))
        program.send(.cityChosen("Bergen"))
        #expect(program.waitUntilDrained())
        clock.advance(by: .milliseconds(40))
        program.send(.cityChosen("Paris"))
        #expect(program.waitUntilDrained())
        #expect(program.inFlight == 1)  // Bergen's request was cancelled
        #expect(program.settle(advancing: clock))
        #expect(program.model == Weather.Model(city: "Paris", problem: "server answered 404"))
        #expect(program.steps == 4)  // Oslo's answer, two choices, Paris's answer: Bergen's never came
    }

    @Test("given the scene alone, then it asks for the city's report and shows the answer")
    func theRequestIsData() {
        let request = HTTPRequest.get("https://weather.example/now?city=Oslo")
        // Effects compare as data: the request and its id, not the function that makes the message.
        let start = Effect<Weather.Msg>.http(request, id: "weather") { _ in .cityChosen("") }
        let t = SceneTester<Weather>(input: (), start: start)
        t.respond(to: request, json: #"{"city": "Oslo", "celsius": 4, "sky": "rain"}"#)
        t.receive(.reportLoaded(.success(Self.oslo))) { $0.loading = false; $0.report = Self.oslo }
        #expect(t.frame.lines.prefix(2).map { $0.trimmingCharacters(in: .whitespaces) } == ["Weather in Oslo", "4 °C, rain"])
    }
}
