/// Rung 2 of the ladder: a request, and the message its answer comes back as.
///
/// `update` never calls the network. It returns `.http(request, decoding:, id:) { result in … }`,
/// a value saying what to fetch and which message to send with the answer (Elm's `Http.get`
/// with its `expect`). The program's services run it: here an in-memory server, a
/// `FixtureTransport` whose `fallback` computes each answer after 80 ms on a virtual clock, so the
/// program runs offline, at once, and prints the same frames every time. Swap in
/// `URLSessionTransport` and the same scene talks to a real server.
///
/// The request carries the id "weather": asking for another city while one is loading cancels the
/// first request (latest wins), so a late answer for a city no longer shown never arrives.
import Foundation
import Reel

enum Weather: Scene {
    /// What the server answers, decoded from JSON.
    struct Report: Equatable, Sendable, Codable { var city: String; var celsius: Int; var sky: String }

    struct Model: Equatable, Sendable {
        var city = "Oslo"
        var report: Report?
        var loading = false
        var problem: String?
    }

    enum Msg: Equatable, Sendable, Codable {
        case cityChosen(String)
        /// The answer: the report, or why there is none (one case, `Codable`, as a log needs it).
        case reportLoaded(Outcome<Report, HTTPError>)
    }

    /// The first model asks for the first city's weather at once.
    static func start(_ input: Void) -> (Model, Effect<Msg>) {
        (Model(loading: true), fetch("Oslo"))
    }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .cityChosen(let city):
            model.city = city
            model.loading = true
            return fetch(city)
        case .reportLoaded(let outcome):
            model.loading = false
            model.report = outcome.success
            model.problem = outcome.failure?.description
        }
        return .none
    }

    /// The request for a city's weather, as data.
    static func fetch(_ city: String) -> Effect<Msg> {
        .http(.get("https://weather.example/now?city=\(city)"), decoding: Report.self, id: "weather") { result in
            .reportLoaded(Outcome(result))
        }
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("Weather in \(model.city)", x: 0, y: 0)
        let line =
            if model.loading { "loading…" }
            else if let report = model.report { "\(report.celsius) °C, \(report.sky)" }
            else { model.problem ?? "" }
        frame.draw(line, x: 2, y: 1)
    }
}

/// The server, in memory: two cities it knows, a 404 for any other.
func answer(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPError>? {
    let city = URLComponents(string: request.url)?.queryItems?.first { $0.name == "city" }?.value ?? ""
    let known = [
        "Oslo": #"{"city": "Oslo", "celsius": 4, "sky": "rain"}"#,
        "Bergen": #"{"city": "Bergen", "celsius": 7, "sky": "showers"}"#,
    ]
    guard let body = known[city] else { return nil }  // nil: the transport answers 404
    return .success(HTTPResponse(status: 200, body: Data(body.utf8)))
}

/// Prints the virtual time, what happened, and the frame.
func show(_ program: Program<Weather>, at clock: VirtualClock, after event: String) {
    print("[\(Int(clock.now / .milliseconds(1))) ms] \(event) (\(program.inFlight) in flight)")
    print(program.frame.lines.map { "│\($0)│" }.joined(separator: "\n"))  // the 24×2 frame, edges marked
}

let clock = VirtualClock()
let server = FixtureTransport(directory: nil, timers: clock, latency: { _ in .milliseconds(80) }, fallback: answer)
let services = Services(timers: clock, http: server)
let program = Program<Weather>(input: (), services: services, frameSize: FrameSize(width: 24, height: 2))
precondition(program.waitUntilDrained(), "the program did not drain within 10 s")
show(program, at: clock, after: "start: GET …?city=Oslo")

_ = program.settle(advancing: clock)  // moves the clock from timer to timer until nothing is in flight
show(program, at: clock, after: "reportLoaded")

program.send(.cityChosen("Bergen"))
precondition(program.waitUntilDrained(), "the program did not drain within 10 s")  // applied, and its request started, before the clock moves
clock.advance(by: .milliseconds(40))
program.send(.cityChosen("Paris"))  // Bergen's request is cancelled: same id, latest wins
precondition(program.waitUntilDrained(), "the program did not drain within 10 s")
show(program, at: clock, after: "cityChosen Bergen, then 40 ms later Paris")

_ = program.settle(advancing: clock)
show(program, at: clock, after: "reportLoaded")
