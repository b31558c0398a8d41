import Reel
import ReelLog
import ReelTesting
import Testing

/// A scene that logs in with a token and, wrongly, shows it.
private enum Leaky: LoggableScene {
    typealias Model = String
    enum Msg: Equatable, Sendable, Codable { case loggedIn(token: String), answered }
    static let messageSamples: [Msg] = [.loggedIn(token: "t"), .answered]

    static func start(_ input: Void) -> (Model, Effect<Msg>) { ("", .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        guard case .loggedIn(let token) = msg else { return .none }
        model = token
        return .http(.get("http://leaky.test/me", headers: [HTTPHeader("Authorization", token)])) { _ in .answered }
    }
    static func render(_ model: Model, into frame: inout Frame) { frame.draw("token \(model)", x: 0, y: 0) }
}

/// A scene whose render counts how often it ran: the same model never draws the same frame twice.
private enum Flicker: LoggableScene {
    typealias Model = Int
    enum Msg: Equatable, Sendable, Codable { case tapped }
    static let messageSamples: [Msg] = [.tapped]
    static let renders = Locked(0)

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (0, .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { .none }
    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("render \(renders.withLock { $0 += 1; return $0 })", x: 0, y: 0)
    }
}

/// What an exploration checks of every frame besides the scene's own properties.
@Suite struct SimulationFrameChecksTests {
    @Test func givenFrameShowingASecretHeadersValue_whenChecked_thenViolationHidesTheValue() throws {
        let explorer = Explorer(Leaky.self, input: ())

        let violation = try #require(explorer.check([.send(.loggedIn(token: "s3cret"))]))

        #expect(violation.property == "no secret on screen")
        #expect(violation.detail == #"after loggedIn(token: "s3cret") the frame shows a secret header's value (••••••)"#)
        #expect(violation.step == 1)
        #expect(explorer.check([.send(.loggedIn(token: "abc"))]) == nil, "a value shorter than four characters is not watched")
    }

    @Test func givenRenderThatDiffersForTheSameModel_whenChecked_thenNondeterministicRenderIsReported() throws {
        let violation = try #require(Explorer(Flicker.self, input: ()).check([.send(.tapped)]))

        #expect(violation.property == "render is deterministic")
        #expect(violation.detail == "after tapped, rendering the same model twice gave two frames")
        #expect(violation.step == 1)
    }
}
