import Foundation
import Reel
import ReelLog
import ReelTesting
import Testing

/// A scene whose input says where it sends its pings: an `Encodable` input, recorded in the header.
private enum Beacon: LoggableScene {
    struct Input: Codable, Sendable {
        var base: String
        var step: Int
    }
    struct Model: Equatable, Sendable {
        var base: String
        var count = 0
    }
    enum Msg: Equatable, Sendable, Codable { case pinged }
    static let messageSamples: [Msg] = [.pinged]

    static func start(_ input: Input) -> (Model, Effect<Msg>) { (Model(base: input.base), .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        model.count += 1
        return .http(.get("\(model.base)/\(model.count)"), id: "ping", then: { _ in .pinged })
    }
    static func render(_ model: Model, into frame: inout Frame) { _ = frame.draw("pings: \(model.count)", x: 0, y: 0) }
}

@Suite struct LogInputTests {
    private let input = Beacon.Input(base: "http://beacon.test", step: 2)

    /// Two pings recorded, with the input in the header unless told otherwise.
    private func record(to url: URL, withInput: Bool = true) throws {
        let recorder = try LogRecorder<Beacon>(
            to: url, frameSize: FrameSize(width: 20, height: 2), input: withInput ? input : nil, recordedAt: recordingTime)
        var replay = Replay<Beacon>(input: input, frameSize: FrameSize(width: 20, height: 2))
        for index in 1...2 {
            let effect = replay.apply(.pinged)
            recorder.record(index: index, msg: .pinged, effect: effect, frame: replay.frame)
        }
        recorder.close()
    }

    @Test func givenEncodableInput_whenRecorded_thenHeaderHoldsItAsJSON() throws {
        let file = TemporaryFile()
        try record(to: file.url)

        #expect(file.text.split(separator: "\n")[0].contains(#""input":{"base":"http://beacon.test","step":2},"#))
        #expect(try LogReader<Beacon>(contentsOf: file.url).recordedInput()?.base == "http://beacon.test")
    }

    @Test func givenLogWithInput_whenVerifiedOrTravelledWithoutOne_thenTheLogsInputIsUsed() throws {
        let file = TemporaryFile()
        try record(to: file.url)

        #expect(Replay<Beacon>.verify(logAt: file.url) == .identical(steps: 2, warnings: []))
        #expect(Replay<Beacon>.verify(logData: file.data) == .identical(steps: 2, warnings: []))
        #expect(try Replay<Beacon>.travel(to: 2, inLogAt: file.url).model.count == 2)
    }

    @Test func givenLogWithoutInput_whenVerifiedWithoutOne_thenUnreadableSayingToGiveOne() throws {
        let file = TemporaryFile()
        try record(to: file.url, withInput: false)

        let verification = Replay<Beacon>.verify(logAt: file.url)

        #expect(verification == .unreadable(.noInput))
        #expect(verification.description.hasPrefix("unreadable: the log records no input"))
        #expect(Replay<Beacon>.verify(logAt: file.url, input: input).isIdentical, "an explicit input still verifies it")
        let elsewhere = Replay<Beacon>.verify(logAt: file.url, input: Beacon.Input(base: "http://other.test", step: 2))
        #expect(elsewhere.description.contains(#"[0].http.request.url: "http://beacon.test/1" ≠ "http://other.test/1""#))
        #expect(!file.text.contains(#""input""#))
    }

    @Test func givenInputOfAnotherShape_whenVerified_thenUnreadableNamingTheField() throws {
        let file = TemporaryFile()
        try record(to: file.url)
        let edited = file.text.replacingOccurrences(of: #""step":2"#, with: #""step":"two""#)

        let verification = Replay<Beacon>.verify(logData: Data(edited.utf8))

        guard case .unreadable(.badInput(let reason)) = verification else {
            Issue.record("expected a bad input, got \(verification)")
            return
        }
        #expect(reason.hasPrefix("step: "))
    }

    @Test func givenRecorderGivenNoInput_whenRecorded_thenNoInputInTheHeader() throws {
        let file = TemporaryFile()
        _ = try recordTallySession(to: file.url)

        #expect(!file.text.contains(#""input""#))
        #expect(!file.text.contains(sessionToken))
    }
}
