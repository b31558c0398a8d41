import Foundation
import Reel
import ReelLog
import Testing

@testable import reel_ladder_04_replay

/// Rung 4's twin: a dice session recorded, verified by replay, travelled in, and caught diverging.
@Suite("Ladder 04: a recorded and replayed session")
struct ReplayRungTests {
    @Test("given three rolls recorded, then the log verifies, travels to step 2, and the buggy update diverges")
    func aRecordedSessionReplays() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("reel-ladder-04-test-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        let size = FrameSize(width: 20, height: 2)
        let recorder = try LogRecorder<Dice>(to: log, frameSize: size, storesFrames: true)
        let program = Program<Dice>(input: (), services: Services(seed: 7), frameSize: size, observer: recorder.record)
        for _ in 1...3 {
            program.send(.rollTapped)
            #expect(program.waitUntilIdle())
        }
        recorder.close()
        let rolls = program.model.rolls
        #expect(rolls.count == 3 && program.steps == 6)
        #expect(Replay<Dice>.verify(logAt: log) == .identical(steps: 6, warnings: []))
        let past = try Replay<Dice>.travel(to: 2, inLogAt: log)
        #expect(past.model.rolls == [rolls[0]])
        // The rung's seed rolls a 6, which BuggyDice keeps as a 7.
        let sixth = try #require(rolls.firstIndex(of: 6))
        guard case .diverged(let divergence) = Replay<BuggyDice>.verify(logAt: log) else {
            Issue.record("the buggy update replayed identically")
            return
        }
        #expect(divergence.step == 2 * (sixth + 1))
    }
}
