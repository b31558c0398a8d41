import Foundation
import Reel
import ReelLog
import ReelExampleCounter
@testable import ReelShell
import Testing

/// A Counter log of `count` steps (+1, +1, save, −1…), written through a replay.
private func counterLog(steps count: Int) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("counter-\(UUID().uuidString).jsonl")
    let recorder = try LogRecorder<Counter>(to: url, frameSize: .standard, recordedAt: Date(timeIntervalSince1970: 0))
    var replay = Replay<Counter>()
    let pattern: [Counter.Msg] = [.incrementTapped, .incrementTapped, .saveTimerFired, .decrementTapped]
    for index in 1...count {
        let effect = replay.apply(pattern[index % pattern.count])
        recorder.record(index: index, msg: pattern[index % pattern.count], effect: effect, frame: replay.frame)
    }
    recorder.close()
    return url
}

@Suite("LogInspector: the library's inspector on any scene")
struct LogInspectorTests {
    @Test("given a Counter log, when a step is reported, travelled to and the page written, then each shows that step")
    func documentedUse() throws {
        let log = try counterLog(steps: 3_000)
        let page = log.deletingPathExtension().appendingPathExtension("html")
        defer {
            try? FileManager.default.removeItem(at: log)
            try? FileManager.default.removeItem(at: page)
        }

        let inspector = try LogInspector<Counter>(logAt: log, input: ())
        let report = try inspector.report(ofStep: 2_500)
        let past = try Replay<Counter>.travel(to: 2_500, using: inspector.index)
        try inspector.writeHTML(to: page)

        #expect(report.hasPrefix("== step 2500 of 3000 [commands]: incrementTapped\nCounter\n\n  Count: 625\n"))
        #expect(report.contains("-- model\n  count: 624 → 625\n  ⋯ 1 unchanged field\n"))
        #expect(report.contains(#"  timer save: after 300 ms send {"saveTimerFired":{}}"#))
        #expect(past.model == (try Replay<Counter>.travel(to: 2_500, inLogAt: log)).model)
        #expect(try String(contentsOf: page, encoding: .utf8).contains("Count: 750"), "the last step's frame")
    }

    @Test("given the inspector's screen, when keys move it, then the list, the frame and the step's changes follow, and a small terminal is told so")
    func screenByKeys() throws {
        let log = try counterLog(steps: 40)
        defer { try? FileManager.default.removeItem(at: log) }
        let inspector = try LogInspector<Counter>(logAt: log, input: ())
        var state = InspectorState(steps: inspector.stepCount)
        let size = FrameSize(width: 120, height: 36)

        let opened = inspector.screen(size: size, state: &state).lines
        #expect(inspector.handle(.up, in: &state, page: 10) == nil)
        let up = inspector.screen(size: size, state: &state).lines
        #expect(inspector.handle(.text("/"), in: &state, page: 10) == nil)
        for key in [Key.text("s"), .text("a"), .text("v"), .enter] { _ = inspector.handle(key, in: &state, page: 10) }
        let found = inspector.screen(size: size, state: &state).lines

        #expect(opened[0].hasPrefix(" Reel inspector · \(log.lastPathComponent) · step 40 of 40"))
        #expect(opened[34].hasPrefix("40 c   incrementTapped"))
        #expect(opened[3].contains("│  Count: 10"))
        #expect(up[0].contains("step 39 of 40"))
        #expect(up.contains { $0.contains("│  count: 10 → 9") })
        #expect(found[0].contains("step 2 of 40"), "wrapped round to the first save")
        #expect(found[35].hasPrefix(#""sav" in step 2"#))
        #expect(inspector.handle(.text("q"), in: &state, page: 10) == 0)
        #expect(inspector.handle(.interrupt, in: &state, page: 10) == 130)
        #expect(inspector.screen(size: FrameSize(width: 30, height: 8), state: &state).lines[0].hasPrefix("Too small: need 40x12"))
    }

    @Test("given a page with nowhere to go, or a log longer than a page holds, when the page is written, then each is refused in one line naming the file")
    func pagesRefused() throws {
        let short = try counterLog(steps: 3)
        // The rule with a page of 100 steps, so that the log need not have 50,001 (8 s of a debug run).
        let long = try counterLog(steps: 101)
        defer {
            try? FileManager.default.removeItem(at: short)
            try? FileManager.default.removeItem(at: long)
        }
        let nowhere = URL(fileURLWithPath: "/nonexistent-reel-folder/page.html")

        #expect {
            try LogInspector<Counter>(logAt: short, input: ()).writeHTML(to: nowhere)
        } throws: { error in
            guard case LogError.io(let path, let reason) = error else { return false }
            return path == nowhere.path && !reason.isEmpty && !"\(error)".contains("\n")
        }
        #expect(throws: LogError.io(
            path: long.path, reason: "a page holds at most 100 steps and the log has 101: inspect it in the terminal")) {
            try LogInspector<Counter>(logAt: long, input: ()).html(maxSteps: 100)
        }
        #expect(try LogInspector<Counter>(logAt: long, input: ()).html(maxSteps: 101).hasPrefix("<!DOCTYPE html>"))
    }
}

