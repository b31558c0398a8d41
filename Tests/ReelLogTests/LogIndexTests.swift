import Foundation
import Reel
import ReelLog
import Testing

/// A LogTally log of `count` steps written through a replay: +1, +1, save, −1, and every tenth
/// step a quota request (a command with an id).
private func writeTallyLog(steps count: Int, to url: URL) throws {
    let recorder = try LogRecorder<LogTally>(to: url, frameSize: .standard, input: "token", recordedAt: recordingTime)
    var replay = Replay<LogTally>(input: "token")
    let pattern: [LogTally.Msg] = [.incrementTapped, .incrementTapped, .saveTimerFired, .decrementTapped]
    for index in 1...count {
        let msg = index % 10 == 0 ? LogTally.Msg.quotaResponded("\(index) left") : pattern[index % pattern.count]
        let effect = replay.apply(msg)
        recorder.record(index: index, msg: msg, effect: effect, frame: replay.frame)
    }
    recorder.close()
}

@Suite("LogIndex: seeking a log by offsets and kept replays")
struct LogIndexTests {
    @Test("given a log of 2,500 steps indexed every 100 steps, when travelling to any step, then the model and frame are a replay from the start's")
    func travelMatchesAFullReplay() throws {
        let file = TemporaryFile()
        try writeTallyLog(steps: 2_500, to: file.url)

        let index = try LogIndex<LogTally>(logAt: file.url, input: "token", checkpointEvery: 100)

        #expect(index.stepCount == 2_500)
        #expect(index.checkpointCount == 26)
        for step in [0, 1, 99, 100, 101, 1_234, 2_499, 2_500] {
            let seeked = try Replay<LogTally>.travel(to: step, using: index)
            let full = try Replay<LogTally>.travel(to: step, inLogAt: file.url, input: "token")
            #expect(seeked.model == full.model, "step \(step)")
            #expect(seeked.stepsApplied == step)
            #expect(seeked.frame == full.frame, "step \(step)")
        }
    }

    @Test("given more checkpoints than allowed, when indexing, then every other one is dropped and the interval doubles, and travel still lands on the step")
    func checkpointsStayBounded() throws {
        let file = TemporaryFile()
        try writeTallyLog(steps: 1_000, to: file.url)

        let index = try LogIndex<LogTally>(logAt: file.url, input: "token", checkpointEvery: 10, maxCheckpoints: 8)

        #expect(index.checkpointCount <= 8)
        #expect(index.checkpointInterval == 160)
        let full = try Replay<LogTally>.travel(to: 777, inLogAt: file.url, input: "token")
        #expect(try index.replay(atStep: 777).model == full.model)
    }

    @Test("given an index, when asked for steps beyond the log, then it refuses naming the step and the count")
    func noSuchStep() throws {
        let file = TemporaryFile()
        try writeTallyLog(steps: 30, to: file.url)
        let index = try LogIndex<LogTally>(logAt: file.url, input: "token")

        #expect(throws: LogError.noSuchStep(requested: 31, available: 30)) { try index.replay(atStep: 31) }
        #expect(throws: LogError.noSuchStep(requested: -1, available: 30)) { try index.replay(atStep: -1) }
        #expect(throws: LogError.noSuchStep(requested: 0, available: 30)) { try index.step(0) }
        #expect(try index.step(30).index == 30)
        #expect(try index.steps(from: 29, count: 5).map(\.index) == [29, 30])
    }

    @Test("given a log with a quota answer every tenth step, when searching forward and backward, then the nearest one is found, going round the ends")
    func searchGoesRound() throws {
        let file = TemporaryFile()
        try writeTallyLog(steps: 2_100, to: file.url)
        let index = try LogIndex<LogTally>(logAt: file.url, input: "token")
        let isQuota: (LoggedStep<LogTally>) -> Bool = { if case .quotaResponded = $0.msg { true } else { false } }

        #expect(try index.search(from: 15, where: isQuota) == 20)
        #expect(try index.search(from: 15, forward: false, where: isQuota) == 10)
        #expect(try index.search(from: 2_095, where: isQuota) == 2_100)
        #expect(try index.search(from: 2_100, where: isQuota) == 10, "past the end, from the start")
        #expect(try index.search(from: 5, forward: false, where: isQuota) == 2_100, "before the start, from the end")
        #expect(try index.search(from: 1_500, forward: false, where: isQuota) == 1_490, "across blocks read backwards")
        #expect(try index.search(from: 3, where: { _ in false }) == nil)
    }

    @Test("given steps with and without commands, when indexed, then their marks say which emitted commands")
    func marks() throws {
        let file = TemporaryFile()
        try writeTallyLog(steps: 4, to: file.url)
        let index = try LogIndex<LogTally>(logAt: file.url, input: "token")

        #expect(index.marks(ofStep: 1) == [.commands], "increment: the save timer")
        #expect(index.marks(ofStep: 3) == [.commands], "decrement")
        #expect(index.marks(ofStep: 4) == [.commands])
        #expect(index.marks(ofStep: 2) == [], "save: nothing")
    }

    @Test("given a step of the log, when inspected, then its model changes, commands and frame are shown as the inspector lists them")
    func inspectedStep() throws {
        let file = TemporaryFile()
        try writeTallyLog(steps: 12, to: file.url)
        let index = try LogIndex<LogTally>(logAt: file.url, input: "token")

        let step = try index.inspect(step: 1)
        let start = try index.inspect(step: 0)

        #expect(step.title == "incrementTapped")
        #expect(step.modelChanges == ["count: 0 → 1", "⋯ 3 unchanged fields"])
        #expect(step.commands == [#"timer save: after 300 ms send {"saveTimerFired":{}}"#])
        #expect(step.frame == (try Replay<LogTally>.travel(to: 1, inLogAt: file.url, input: "token")).frame)
        #expect(start.title == "start")
        #expect(start.modelChanges.isEmpty)
    }
}

/// A log whose migrations dropped steps: the index, travel and inspection number its steps as the log does.
@Suite("LogIndex: a log whose migrations dropped steps")
struct LogIndexDroppedStepsTests {
    private typealias Today = JotToday<AllMigrated>

    /// The first Jot's log of `messages`, read today with every migration (`cleared` dropped).
    private func v1Log(_ messages: [JotV1.Msg]) throws -> TemporaryFile {
        let file = TemporaryFile()
        try recordLog(of: JotV1.self, messages, to: file.url, input: ())
        return file
    }

    @Test("given step 3 of 5 dropped, when indexed at every checkpoint interval, then every step keeps the log's number and travels as a full replay")
    func droppedStepKeepsItsNumber() throws {
        let file = try v1Log(jotV1Clearing)
        for interval in [1, 2, 3, 1000] {
            let index = try LogIndex<Today>(logAt: file.url, input: (), checkpointEvery: interval)

            #expect(index.stepCount == 5, "the log's count, the dropped step included")
            #expect(index.marks(ofStep: 3) == [.dropped])
            #expect(index.marks(ofStep: 5) == [])
            #expect(try index.steps(from: 1, count: 5).map(\.index) == [1, 2, 4, 5])
            #expect(try index.steps(from: 3, count: 2).map(\.index) == [4])
            #expect(try index.step(4).msg == .typed("eggs", pinned: false))
            #expect(throws: LogError.badLine(4, "step 3 was dropped by a migration: it holds no message for today's code")) { try index.step(3) }
            for step in 0...5 {
                let full = try Replay<Today>.travel(to: step, inLogAt: file.url, input: ())
                let seeked = try Replay<Today>.travel(to: step, using: index)
                #expect(seeked.model == full.model, "step \(step), checkpoints every \(interval)")
            }
        }
    }

    @Test("given step 3 dropped, when inspected and searched, then the inspector's step 3 is the dropped one and step 4 the eggs")
    func inspectingAroundTheDrop() throws {
        let file = try v1Log(jotV1Clearing)
        let index = try LogIndex<Today>(logAt: file.url, input: (), checkpointEvery: 2)

        let dropped = try index.inspect(step: 3)
        let eggs = try index.inspect(step: 4)

        #expect(dropped.index == 3)
        #expect(dropped.title == "(dropped by a migration)")
        #expect(dropped.frame == (try index.inspect(step: 2)).frame, "nothing applied at a dropped step")
        #expect(dropped.modelChanges.isEmpty)
        #expect(eggs.index == 4)
        #expect(eggs.title.contains("eggs"))
        #expect(try index.search(from: 0) { $0.msgJSON.contains("eggs") } == 4)
        #expect(try index.search(from: 5, forward: false) { $0.msgJSON.contains("milk") } == 1)
        #expect(try index.search(from: 0) { $0.msg == .saveTimerFired } == 2)
        #expect(try index.search(from: 2) { $0.msg == .saveTimerFired } == 5)
    }

    @Test("given a 3-step log whose last step was dropped, when travelling to step 3, then it is the replay after step 2, not a missing step")
    func lastStepDropped() throws {
        let file = try v1Log([.typed("milk"), .autosaved, .cleared])

        let travelled = try Replay<Today>.travel(to: 3, inLogAt: file.url, input: ())
        let index = try LogIndex<Today>(logAt: file.url, input: (), checkpointEvery: 1)

        #expect(travelled.model.notes == ["milk"], "the clear was dropped")
        #expect(travelled.stepsApplied == 2)
        #expect(index.stepCount == 3)
        #expect(index.marks(ofStep: 3) == [.dropped])
        #expect(try index.replay(atStep: 3).model == travelled.model)
        #expect(try index.inspect(step: 3).title == "(dropped by a migration)")
        #expect(throws: LogError.noSuchStep(requested: 4, available: 3)) { try Replay<Today>.travel(to: 4, inLogAt: file.url, input: ()) }
        #expect(throws: LogError.noSuchStep(requested: 4, available: 3)) { try index.replay(atStep: 4) }
    }
}
