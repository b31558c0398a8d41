import Foundation
import Reel
import ReelLog
import ReelTesting
import Testing

@Suite struct LogRoundTripTests {
    @Test func givenSessionWithTimerAndHTTPResults_whenRecorded_thenLogHoldsEveryMessageInOrder() throws {
        let file = TemporaryFile()
        _ = try recordTallySession(to: file.url)

        #expect(try loggedMessages(at: file.url) == [
            .incrementTapped, .incrementTapped, .saveTimerFired, .quotaRequested, .quotaResponded("42 left"),
            .decrementTapped, .saveTimerFired,
        ])
    }

    @Test func givenRecordedSession_whenVerifiedWithSameScene_thenIdentical() throws {
        let file = TemporaryFile()
        _ = try recordTallySession(to: file.url)

        let verification = Replay<LogTally>.verify(logAt: file.url, input: sessionToken)

        #expect(verification == .identical(steps: 7, warnings: []))
    }

    @Test func givenRecordedSession_whenReplayed_thenFinalModelMatchesTheLiveProgram() throws {
        let file = TemporaryFile()
        _ = try recordTallySession(to: file.url)

        let replay = try Replay<LogTally>.travel(to: 7, inLogAt: file.url, input: sessionToken)

        #expect(replay.model == LogTally.Model(token: sessionToken, count: 1, saved: 1, quota: "42 left"))
        #expect(replay.frame.lines[5].hasPrefix("  Quota: 42 left"))
    }

    @Test func givenSceneCountingByTwo_whenVerified_thenDivergesAtStepOneWithFrameDiff() throws {
        let file = TemporaryFile()
        _ = try recordTallySession(to: file.url)

        let verification = Replay<LogTallyCountingByTwo>.verify(logAt: file.url, input: sessionToken)

        guard case .diverged(let divergence) = verification else {
            Issue.record("expected a divergence, got \(verification)")
            return
        }
        #expect(divergence.step == 1)
        #expect(divergence.message == #"{"incrementTapped":{}}"#)
        #expect(!divergence.commandsDiffer)
        #expect(divergence.frameDiffers)
        #expect(divergence.recordedFrame == nil)
        #expect(divergence.frameDiff == nil, "the recorded frame is known only by its hash")
        #expect(divergence.stepDiff.lines.contains(.removed("  Count: 0", expected: 3)))
        #expect(divergence.stepDiff.lines.contains(.added("  Count: 2", actual: 3)))
        #expect(divergence.description.contains("the log stores no frames (record with storesFrames: true), so the recorded rows are unknown"))
        #expect(divergence.description.contains("from the frame before it (which matched the recording, -) to the replayed frame (+):"))
    }

    @Test func givenLogWithStoredFrames_whenSceneCountsByTwo_thenDiffShowsRecordedAgainstReplayedFrame() throws {
        let file = TemporaryFile()
        _ = try recordTallySession(to: file.url, storesFrames: true)

        let verification = Replay<LogTallyCountingByTwo>.verify(logAt: file.url, input: sessionToken)

        guard case .diverged(let divergence) = verification else {
            Issue.record("expected a divergence, got \(verification)")
            return
        }
        #expect(divergence.step == 1)
        #expect(divergence.recordedFrame?[2] == "  Count: 1")
        #expect(divergence.frameDiff?.lines.contains(.removed("  Count: 1", expected: 3)) == true)
        #expect(divergence.frameDiff?.lines.contains(.added("  Count: 2", actual: 3)) == true)
        #expect(divergence.description.contains("rows that differ, recorded (-) vs replayed (+):\n"))
    }

    @Test func givenSceneWithLongerDebounce_whenVerified_thenDivergesOnCommandsWithBothShown() throws {
        let file = TemporaryFile()
        _ = try recordTallySession(to: file.url)

        let verification = Replay<LogTallySavingLater>.verify(logAt: file.url, input: sessionToken)

        guard case .diverged(let divergence) = verification else {
            Issue.record("expected a divergence, got \(verification)")
            return
        }
        #expect(divergence.step == 1)
        #expect(divergence.commandsDiffer)
        #expect(!divergence.frameDiffers)
        #expect(divergence.expectedCommands == #"[{"timer":{"after":300,"id":"save","send":{"saveTimerFired":{}}}}]"#)
        #expect(divergence.actualCommands == #"[{"timer":{"after":500,"id":"save","send":{"saveTimerFired":{}}}}]"#)
        #expect(divergence.recordedFrame == divergence.replayedFrame)
        #expect(divergence.description.contains("  commands differ, recorded ≠ replayed:\n    [0].timer.after: 300 ≠ 500\n"))
        #expect(divergence.description.hasSuffix("  frame: same as recorded (hash \(divergence.recordedFrameHash))"), "no whole frame")
    }

    @Test func givenRecordedSession_whenTravellingToEachStep_thenModelIsTheOneAfterThatStep() throws {
        let file = TemporaryFile()
        _ = try recordTallySession(to: file.url)

        #expect(try Replay<LogTally>.travel(to: 0, inLogAt: file.url, input: sessionToken).model.count == 0)
        #expect(try Replay<LogTally>.travel(to: 2, inLogAt: file.url, input: sessionToken).model.count == 2)
        let third = try Replay<LogTally>.travel(to: 3, inLogAt: file.url, input: sessionToken)
        #expect(third.model.saved == 2)
        #expect(third.frame.lines[3].hasPrefix("  saved"))
        #expect(third.stepsApplied == 3)
    }

    @Test func givenSevenStepLog_whenTravellingPastTheEnd_thenRefusedNamingTheLength() throws {
        let file = TemporaryFile()
        _ = try recordTallySession(to: file.url)

        #expect(throws: LogError.noSuchStep(requested: 9, available: 7)) {
            try Replay<LogTally>.travel(to: 9, inLogAt: file.url, input: sessionToken)
        }
    }
}
