import Reel
import ReelLog
import ReelTesting
import Testing

/// A message enum with payloads, renamed keys and a case of each kind.
private enum Gesture: Equatable, Sendable, Codable {
    case tapped
    case dragged(dx: Int, dy: Int)
    case pinched(Double)
    case held(seconds: Int?)
    case swiped(Direction)

    enum Direction: String, Equatable, Sendable, Codable { case left, right }
}

/// A message enum of one case.
private enum Ping: Equatable, Sendable, Codable { case ping }

/// A message type that is not an enum: its coding keys are its fields.
private struct Envelope: Equatable, Sendable, Codable {
    var id: Int
    var body: String
}

/// A scene whose samples forgot a case.
private enum Gestures: LoggableScene {
    typealias Model = Int
    typealias Msg = Gesture
    static let messageSamples: [Gesture] = [.tapped, .dragged(dx: 1, dy: 2), .swiped(.left)]
    static func start(_ input: Void) -> (Model, Effect<Msg>) { (0, .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { .none }
    static func render(_ model: Model, into frame: inout Frame) {}
}

@Suite struct SampleCoverageTests {
    @Test func givenMessageEnum_whenCasesListed_thenEveryCaseInDeclarationOrder() throws {
        #expect(try SampleCoverage.cases(of: Gesture.self) == ["tapped", "dragged", "pinched", "held", "swiped"])
        #expect(try SampleCoverage.cases(of: Ping.self) == ["ping"])
    }

    @Test func givenSamplesMissingTwoCases_whenChecked_thenBothNamedInOneFailure() {
        let failures = FailureLog()

        assertSamplesCoverEveryCase(of: Gestures.self, reporter: failures.reporter)

        #expect(failures.failures == [#"Gestures.messageSamples has no sample of cases "pinched", "held" of Gesture"#])
    }

    @Test func givenSamplesOfEveryCase_whenChecked_thenNoFailure() throws {
        let failures = FailureLog()
        let samples: [Gesture] = [.tapped, .dragged(dx: 0, dy: 0), .pinched(2), .held(seconds: nil), .swiped(.right)]

        assertSamplesCoverEveryCase(samples, named: "all", reporter: failures.reporter)
        assertSamplesCoverEveryCase([Ping.ping], named: "ping", reporter: failures.reporter)

        #expect(failures.failures.isEmpty)
        #expect(try SampleCoverage.missingCases(in: [Gesture.tapped]) == ["dragged", "pinched", "held", "swiped"])
    }

    @Test func givenStructMessage_whenChecked_thenRefusedWithOneLineReason() {
        let failures = FailureLog()

        assertSamplesCoverEveryCase([Envelope(id: 1, body: "x")], named: "envelopes", reporter: failures.reporter)

        #expect(failures.failures == [
            "envelopes: cannot list the cases of Envelope: its Decodable conformance does not decode an enum's cases",
        ])
    }
}
