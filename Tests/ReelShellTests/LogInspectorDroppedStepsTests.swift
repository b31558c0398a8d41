import Foundation
import Reel
import ReelLog
@testable import ReelShell
import Testing

/// A tally as first shipped: tapping adds one, and it could be reset.
private enum TallyV1: LoggableScene {
    enum Msg: Equatable, Sendable, Codable { case added, reset }
    static let appName = "Tally"
    static let messageSamples: [Msg] = [.added, .reset]
    static func start(_ input: Void) -> (Int, Effect<Msg>) { (0, .none) }
    static func update(_ total: inout Int, _ msg: Msg) -> Effect<Msg> {
        total = msg == .added ? total + 1 : 0
        return .none
    }
    static func render(_ total: Int, into frame: inout Frame) { frame.draw("Total: \(total)", x: 0, y: 0) }
}

/// The tally today: `reset` is gone, and its recorded steps are dropped.
private enum TallyToday: LoggableScene {
    enum Msg: Equatable, Sendable, Codable { case added }
    static let appName = "Tally"
    static let messageSamples: [Msg] = [.added]
    static let messageMigrations: [MessageMigration] = [.removed("reset", version: 1, .dropped)]
    static func start(_ input: Void) -> (Int, Effect<Msg>) { (0, .none) }
    static func update(_ total: inout Int, _ msg: Msg) -> Effect<Msg> {
        total += 1
        return .none
    }
    static func render(_ total: Int, into frame: inout Frame) { frame.draw("Total: \(total)", x: 0, y: 0) }
}

/// Added, added, reset, added, as the first tally recorded it: today step 3 is dropped, and step 4
/// diverges (recorded 1, replayed 3).
private func resetLog() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tally-\(UUID().uuidString).jsonl")
    let size = FrameSize(width: 40, height: 12)
    let recorder = try LogRecorder<TallyV1>(to: url, frameSize: size, recordedAt: Date(timeIntervalSince1970: 0))
    var replay = Replay<TallyV1>(frameSize: size)
    for msg in [TallyV1.Msg.added, .added, .reset, .added] {
        let effect = replay.apply(msg)
        recorder.record(index: replay.stepsApplied, msg: msg, effect: effect, frame: replay.frame)
    }
    recorder.close()
    return url
}

@Suite("LogInspector: a log whose migrations dropped a step, numbered as the log numbers it")
struct LogInspectorDroppedStepsTests {
    @Test("given step 3 dropped and step 4 diverging, when reported by requests, then each number names the log's step")
    func pipedRequests() throws {
        let log = try resetLog()
        defer { try? FileManager.default.removeItem(at: log) }
        let inspector = try LogInspector<TallyToday>(logAt: log, input: ())
        let output = CapturedOutput()
        let requests = Pipe()
        requests.fileHandleForWriting.write(Data("3\nd\nlast\n".utf8))
        try requests.fileHandleForWriting.close()

        let status = inspector.runPiped(InputLines(descriptor: requests.fileHandleForReading.fileDescriptor), output: output)

        #expect(status == 0, "\(output.errors)")
        #expect(inspector.stepCount == 4)
        #expect(output.text.contains("== step 3 of 4 [dropped]: (dropped by a migration)\nTotal: 2\n"))
        #expect(output.text.contains("== step 4 of 4 [diverged]: added\nTotal: 3\n"))
        #expect(output.text.components(separatedBy: "== step 4 of 4").count == 3, "d and last both name step 4")
    }

    @Test("given step 3 dropped, when the screen lists the steps, then each row's number, title and divergence mark are its own")
    func terminalRows() throws {
        let log = try resetLog()
        defer { try? FileManager.default.removeItem(at: log) }
        let inspector = try LogInspector<TallyToday>(logAt: log, input: ())
        var state = InspectorState(steps: inspector.stepCount)
        inspector.goToDivergence(in: &state)

        let lines = inspector.screen(size: FrameSize(width: 80, height: 12), state: &state).lines

        #expect(lines[0].contains("step 4 of 4"))
        #expect(lines.contains { $0.hasPrefix("3     (dropped by a migration)") })
        #expect(lines.contains { $0.hasPrefix("4   ! added") })
        #expect(lines.contains { $0.contains("Total: 3") })
    }

    @Test("given step 3 dropped, when the page is written, then it holds one entry per step of the log and marks step 4 as diverged")
    func page() throws {
        let log = try resetLog()
        defer { try? FileManager.default.removeItem(at: log) }
        let inspector = try LogInspector<TallyToday>(logAt: log, input: ())

        let html = try inspector.html()
        let data = try #require(html.components(separatedBy: #"<script type="application/json" id="data">"#).last?
            .components(separatedBy: "</script>").first)
        let page = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let steps = try #require(page["steps"] as? [[String: Any]])

        #expect(steps.count == 5, "the start and the log's 4 steps")
        #expect(steps.map { $0["t"] as? String } == ["start", "added", "added", "(dropped by a migration)", "added"])
        #expect(steps.map { $0["k"] as? String } == ["", "", "", "-", "!"])
        #expect((page["divergence"] as? [String: Any])?["step"] as? Int == 4)
    }
}
