import Dispatch
import Foundation
import Reel
import ReelLog
import ReelExampleCounter
@testable import ReelShell
import Testing

/// The `== step N of M[ marks]: title` headers of piped reports, as (N, title).
private func headers(_ text: String) -> [(step: Int, title: String)] {
    text.split(separator: "\n").compactMap { line -> (Int, String)? in
        guard line.hasPrefix("== step ") else { return nil }
        let number = line.dropFirst("== step ".count).prefix { $0.isNumber }
        guard let step = Int(number), let colon = line.range(of: ": ") else { return nil }
        return (step, String(line[colon.upperBound...]))
    }
}

/// Step `index`'s line as a recorder writes it (the line of a log written elsewhere).
private func stepLine(_ index: Int, msg: Counter.Msg) throws -> [UInt8] {
    let url = temporaryLog()
    defer { try? FileManager.default.removeItem(at: url) }
    let recorder = try LogRecorder<Counter>(to: url, frameSize: .standard, recordedAt: Date(timeIntervalSince1970: 0))
    var replay = Replay<Counter>()
    for number in 1...index {
        let message: Counter.Msg = number == index ? msg : .incrementTapped
        let effect = replay.apply(message)
        recorder.record(index: number, msg: message, effect: effect, frame: replay.frame)
    }
    recorder.close()
    let lines = try Data(contentsOf: url).split(separator: UInt8(ascii: "\n"))
    return Array(lines[index])
}

private func append(_ bytes: [UInt8], to url: URL) throws {
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(bytes))
}

/// Runs the piped follower of the inspector `open` makes on a thread of its own, so that a follower
/// that never ends fails the test (its `done` is never signalled) instead of hanging it. A `Thread`,
/// not a block on a global queue: with the whole suite running, the queue's threads can all be busy
/// for longer than a test waits (seen once in CI: the follower had printed nothing after 10 s).
private func followInBackground(
    _ open: @escaping @Sendable () throws -> LogInspector<Counter>
) -> (output: WatchedOutput, status: Locked<Int32?>, done: DispatchSemaphore) {
    let output = WatchedOutput()
    let status = Locked<Int32?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
        do {
            let code = try open().runFollowing(output: output)
            status.withLock { $0 = code }
        } catch {
            output.error("\(error)")
        }
        done.signal()
    }.start()
    return (output, status, done)
}

@Suite("LogInspector follows a log still being written")
struct LogInspectorFollowTests {
    @Test("given a Counter program on the real clock recording its session, when the inspector follows the log piped, then every step is printed once, in order, and the writer's end is told")
    func followsARunningProgram() throws {
        let url = temporaryLog()
        defer { try? FileManager.default.removeItem(at: url) }
        let recorder = try LogRecorder<Counter>(to: url, frameSize: .standard)
        let sent = Locked<[Counter.Msg]>([])
        let program = Program<Counter>(input: ()) { step in
            recorder.record(step)
            sent.withLock { $0.append(step.msg) }
        }
        program.send(.incrementTapped)
        program.send(.incrementTapped)
        #expect(program.waitUntilDrained())

        let (output, status, done) = followInBackground { try LogInspector<Counter>(following: url, input: ()) }
        #expect(output.wait { headers($0).count == 2 }, "the steps already there are printed first")
        for round in 0..<30 {
            program.send(round % 3 == 2 ? .decrementTapped : .incrementTapped)
            if round % 10 == 9 { #expect(program.waitUntilDrained()) }
        }
        #expect(program.waitUntilIdle(), "the save timer fired on the real clock")
        let total = sent.withLock { $0.count }
        #expect(output.wait { headers($0).count == total }, "every step landed")
        recorder.close()
        #expect(done.wait(timeout: .now() + 10) == .success, "following ends when the writer closes the log")

        let seen = headers(output.text)
        #expect(seen.map(\.step) == Array(1...total))
        #expect(seen.map(\.title) == sent.withLock { $0 }.map { "\($0)" })
        #expect(sent.withLock { $0.last } == .saveTimerFired)
        #expect(output.text.hasSuffix("-- \(url.lastPathComponent): the writer closed the log after \(total) steps\n"))
        #expect(status.withLock { $0 } == 0)
        #expect(output.errors.isEmpty && output.warnings.isEmpty)
    }

    @Test("given a followed log, when half a line lands, then it is waited for (not torn, not corrupt) and read once the rest lands; a writer that stops mid-line leaves it torn")
    func halfWrittenLine() throws {
        let url = temporaryLog()
        defer { try? FileManager.default.removeItem(at: url) }
        let (recorder, _) = try openLog(at: url, steps: 3)
        let line = try stepLine(4, msg: .decrementTapped)
        try append(Array(line.prefix(line.count / 2)), to: url)

        let index = try LogIndex<Counter>(following: url, input: ())
        #expect(index.stepCount == 3 && index.warnings.isEmpty, "a half line at opening is not a step, nor torn")
        #expect(try index.follow() == LogFollowUpdate(added: 0, end: nil))
        try append(Array(line.dropFirst(line.count / 2)) + [UInt8(ascii: "\n")], to: url)
        #expect(try index.follow() == LogFollowUpdate(added: 1, end: nil))
        #expect(try index.step(4).msg == .decrementTapped)
        #expect(try index.replay(atStep: 4).model.count == 2)

        let next = try stepLine(5, msg: .incrementTapped)
        try append(Array(next.prefix(10)), to: url)
        recorder.close()
        #expect(try index.follow() == LogFollowUpdate(added: 0, end: .writerClosed(tornLastLine: true)))
        #expect(index.stepCount == 4)
        #expect(!index.isFollowing)
    }

    @Test("given steps that land just before the writer closes the log, when followed piped, then they are printed and following ends")
    func lastStepsAndTheEnd() throws {
        let url = temporaryLog()
        defer { try? FileManager.default.removeItem(at: url) }
        let (recorder, last) = try openLog(at: url, steps: 3)
        var replay = last
        let inspector = try LogInspector<Counter>(following: url, input: ())
        for index in 4...5 {
            let effect = replay.apply(.decrementTapped)
            recorder.record(index: index, msg: .decrementTapped, effect: effect, frame: replay.frame)
        }
        recorder.close()
        nonisolated(unsafe) let unchecked = inspector
        let (output, status, done) = followInBackground { unchecked }

        #expect(done.wait(timeout: .now() + 10) == .success, "the look that read the last steps also found the end")
        #expect(headers(output.text).map(\.step) == [1, 2, 3, 4, 5])
        #expect(status.withLock { $0 } == 0)
    }

    @Test("given a followed log, when it is truncated under the inspector, then following stops saying so in one line, and a step gone with it says so")
    func truncated() throws {
        let url = temporaryLog()
        defer { try? FileManager.default.removeItem(at: url) }
        let (recorder, _) = try openLog(at: url, steps: 5)
        defer { recorder.close() }
        let inspector = try LogInspector<Counter>(following: url, input: ())
        let header = try Data(contentsOf: url).firstIndex(of: UInt8(ascii: "\n"))! + 1
        let read = try Data(contentsOf: url).count

        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(header))
        try handle.close()
        let (added, end) = inspector.followOnce()

        #expect(added == 0)
        #expect(inspector.index.followEnd == .truncated(size: header, read: read))
        #expect(end == "\(url.lastPathComponent): the log was truncated under the inspector (\(header) bytes, where \(read) had been read): following stopped")
        #expect(inspector.stepCount == 5)
        #expect(throws: LogError.io(path: url.path, reason: "step 4 is gone: \(LogFollowEnd.truncated(size: header, read: read))")) {
            try inspector.report(ofStep: 5)
        }
    }

    @Test("given a followed log, when another file is renamed over it (or it is removed), then following stops saying it was replaced")
    func replaced() throws {
        let url = temporaryLog()
        let other = temporaryLog()
        defer {
            try? FileManager.default.removeItem(at: url)
            try? FileManager.default.removeItem(at: other)
        }
        let (recorder, _) = try openLog(at: url, steps: 2)
        defer { recorder.close() }
        let (writer, _) = try openLog(at: other, steps: 7)
        defer { writer.close() }
        let index = try LogIndex<Counter>(following: url, input: ())
        let removed = try LogIndex<Counter>(following: other, input: ())

        #expect(rename(other.path, url.path) == 0)
        #expect(try index.follow() == LogFollowUpdate(added: 0, end: .replaced))
        #expect(try removed.follow() == LogFollowUpdate(added: 0, end: .replaced), "its path names nothing now")
        #expect(index.stepCount == 2)
        #expect(try index.follow().end == .replaced, "the end stays")
    }

    @Test("given a followed log that verified, when a diverging step lands, then d finds it; and at the terminal a selection on the last step follows the newest")
    func divergenceAndSelection() throws {
        let url = temporaryLog()
        defer { try? FileManager.default.removeItem(at: url) }
        let (recorder, replay) = try openLog(at: url, steps: 3)
        defer { recorder.close() }
        let inspector = try LogInspector<Counter>(following: url, input: ())
        var state = InspectorState(steps: inspector.stepCount)
        var other = InspectorState(steps: inspector.stepCount)
        other.select(1)
        #expect(try inspector.firstDivergence() == nil)

        // Step 4 claims a frame today's code does not draw.
        recorder.record(
            index: 4, msg: .incrementTapped, commands: Array(#"[]"#.utf8), subscriptions: nil,
            frameHash: FrameHash(replay.frame), frameLines: nil)
        #expect(inspector.followOnce() == (1, nil))
        state.grow(to: inspector.stepCount)
        other.grow(to: inspector.stepCount)
        inspector.goToDivergence(in: &state)

        #expect(state.selection == 4)
        #expect(state.message.hasPrefix("step 4 diverges from today's code"))
        #expect(other.selection == 1, "a selection elsewhere stays")
        var last = InspectorState(steps: 3)
        last.grow(to: 4)
        #expect(last.selection == 4, "a selection on the last step moves to the newest")
        #expect(inspector.screen(size: FrameSize(width: 120, height: 30), state: &state).lines[0].contains("step 4 of 4 · following"))
    }
}
