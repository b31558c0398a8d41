import Foundation
import Reel
import ReelLog
import ReelTesting
import Testing

@Suite struct LogRecorderTests {
    @Test func givenRecordingInProgress_whenProgramDrains_thenFileAlreadyHoldsEveryStepAsAWholeLine() throws {
        let file = TemporaryFile()
        let program = Program<LogTally>(input: sessionToken, services: Services(timers: VirtualClock()))
        let recorder = try LogRecorder(program: program, to: file.url, recordedAt: recordingTime)
        defer { recorder.close() }

        program.send(.incrementTapped)
        program.send(.decrementTapped)
        #expect(program.waitUntilDrained())

        // Not closed yet: every line must already be in the file, whole.
        let verification = Replay<LogTally>.verify(logAt: file.url, input: sessionToken)
        #expect(verification == .identical(steps: 2, warnings: []))
        #expect(file.text.hasSuffix("\n"))
    }

    @Test func givenRecorderAttachedAfterTheFirstStep_whenStepsArrive_thenFailsSayingWhy() throws {
        let file = TemporaryFile()
        let program = Program<LogTally>(input: sessionToken, services: Services(timers: VirtualClock()))
        program.send(.incrementTapped)
        #expect(program.waitUntilDrained())
        let recorder = try LogRecorder(program: program, to: file.url, recordedAt: recordingTime)

        program.send(.incrementTapped)
        #expect(program.waitUntilDrained())

        #expect(recorder.failure == .io(
            path: file.url.path, reason: "the recorder saw step 2 first; it must be attached before the first step"))
        #expect(file.text.split(separator: "\n").count == 1)
    }

    @Test func givenClosedRecorder_whenMoreStepsArrive_thenNothingMoreIsWritten() throws {
        let file = TemporaryFile()
        let program = Program<LogTally>(input: sessionToken, services: Services(timers: VirtualClock()))
        let recorder = try LogRecorder(program: program, to: file.url, recordedAt: recordingTime)
        program.send(.incrementTapped)
        #expect(program.waitUntilDrained())

        recorder.close()
        program.send(.incrementTapped)
        #expect(program.waitUntilDrained())

        #expect(Replay<LogTally>.verify(logAt: file.url, input: sessionToken) == .identical(steps: 1, warnings: []))
    }

    @Test func givenUnwritableDirectory_whenRecordingStarts_thenRefusedNamingThePath() {
        let program = Program<LogTally>(input: sessionToken, services: Services(timers: VirtualClock()))
        let url = URL(fileURLWithPath: "/nonexistent/reel/session.jsonl")

        #expect(throws: LogError.io(path: url.path, reason: "No such file or directory")) {
            try LogRecorder(program: program, to: url, recordedAt: recordingTime)
        }
    }
}
