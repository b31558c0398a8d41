import Foundation
import Reel
import ReelLog
import Testing

/// Asks for its quota as soon as it starts: the startup step a late recorder would miss.
private enum EagerTally: LoggableScene {
    typealias Model = LogTally.Model
    typealias Msg = LogTally.Msg

    static let messageSamples = LogTally.messageSamples

    static func start(_ token: String) -> (Model, Effect<Msg>) { (Model(token: token), .send(.quotaRequested)) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { LogTally.update(&model, msg) }
    static func render(_ model: Model, into frame: inout Frame) { LogTally.render(model, into: &frame) }
}

@Suite("Logs: recording from the first step")
struct LogStartupTests {
    @Test("given a scene whose start sends at once, when the recorder is the program's init observer, then the log has the startup steps and verifies")
    func recorderAsInitObserver() throws {
        let file = TemporaryFile()
        let recorder = try LogRecorder<EagerTally>(to: file.url, frameSize: .standard, recordedAt: recordingTime)
        let program = Program<EagerTally>(
            input: sessionToken, services: Services(http: ImmediateTransport(body: "9 left")), observer: recorder.record)
        #expect(program.waitUntilIdle())
        program.send(.incrementTapped)
        #expect(program.waitUntilDrained())
        recorder.close()

        #expect(recorder.failure == nil)
        #expect(program.model.quota == "9 left")
        #expect(Replay<EagerTally>.verify(logAt: file.url, input: sessionToken) == .identical(steps: 3, warnings: []))
        #expect(!file.text.contains(sessionToken))
    }
}
