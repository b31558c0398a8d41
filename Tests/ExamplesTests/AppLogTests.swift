import ReelExampleApp
import ReelExampleSupport
import Foundation
import Reel
import ReelLog
import ReelShell
import ReelTesting
import Testing

/// The committed tour of the app, recorded through the demo shell, replayed by today's code.
///
/// After a deliberate change of messages, behaviour or rendering, upgrade it
/// (`reel-demo logs upgrade Tests/ExamplesTests/Logs/app-tour.jsonl`, or
/// `REEL_RECORD_LOGS=failed swift test --filter AppLogTests`), review what changed, and commit it.
@Suite("App tour log")
struct AppLogTests {
    private static let folder = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("Logs")
    private let committedLog = folder.appendingPathComponent("app-tour.jsonl")
    private let script = folder.appendingPathComponent("app-tour.txt")
    private let offlineToken = "offline-7f3a9c2e51d84b06"

    /// Runs the tour script through the shell, recording from the first step, on the offline backend.
    private func recordTour(to log: URL) throws -> CapturedOutput {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("reel-tour-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        var options = Shell<ExampleApp>.Options()
        options.recordPath = log.path
        let output = CapturedOutput()
        let shell = Shell<ExampleApp>(input: ExampleApp.Input(), options: options, output: output) { timers in
            ExampleBackend.services(timers: timers, cacheDirectory: cache)
        }
        let lines = try String(contentsOf: script, encoding: .utf8).split(separator: "\n").map { InputLines.Line.bytes(Array($0.utf8)) }
        let status = shell.run(lines)
        #expect(status == 0)
        #expect(output.errors.isEmpty)
        return output
    }

    @Test("given the committed tour, when replayed with today's app, then every step's commands and frame match")
    func committedTourVerifies() {
        assertReplayVerifies(log: committedLog, scene: ExampleApp.self, input: ExampleApp.Input())
    }

    @Test("given the committed tour, when verified from the input its header records, then it verifies; that input is the offline backend's")
    func committedTourVerifiesFromItsOwnInput() throws {
        assertReplayVerifies(log: committedLog, scene: ExampleApp.self)
        let input = try #require(try LogReader<ExampleApp>(contentsOf: committedLog).recordedInput())
        #expect(input.api == .offline)
        #expect(input.root == "login")
    }

    @Test("given the tour script, when run through the shell again, then it records the committed steps exactly")
    func tourRecordsTheSameSteps() throws {
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("tour-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: fresh) }
        _ = try recordTour(to: fresh)

        assertRecordedLog(fresh, matches: committedLog)
    }

    @Test("given the committed tour, when read, then it has ticks, a lap stamped with the time, and notes saved with random ids")
    func tourHasTicksTimeAndNotes() throws {
        let text = try String(contentsOf: committedLog, encoding: .utf8)
        #expect(text.components(separatedBy: #"{"ticked":"#).count - 1 == 17, "1.2 s + 0.5 s of 100 ms ticks")
        #expect(text.contains(#""subscriptions":{"start":[{"every":100,"id":"screen-"#))
        #expect(text.contains(#""request":{"type":"time","value":{}}"#))
        #expect(text.contains(#""request":{"type":"random-uuid","value":{}}"#))
        #expect(text.contains(#""request":{"type":"notes-file","value":{"action":{"save":"#))
        #expect(text.components(separatedBy: #"{"lineArrived":"#).count - 1 == 3, "three feed lines in 3 s")
        #expect(text.contains(#""subscriptions":{"stop":["screen-"#))
    }

    @Test("given the committed tour, when read, then it signs in, visits every scene with each intent, and logs out")
    func tourVisitsEverything() throws {
        let reader = try LogReader<ExampleApp>(contentsOf: committedLog)
        var intents: [String] = []
        var replay = Replay<ExampleApp>(input: ExampleApp.Input())
        var scenes: Set<String> = []
        while let step = try reader.next() {
            if case .navigationRequested(_, let intent) = step.msg { intents.append(intent.description) }
            _ = replay.apply(step.msg)
            scenes.insert(ExampleApp.sceneName(of: replay.model))
        }
        #expect(intents == [
            "push home", "push search", "pop", "push catalog", "push catalog/item/lemon", "present share/lemon?name=Lemon",
            "dismiss", "pop", "pop", "push profile", "pop", "push stopwatch", "pop", "push notes", "pop", "push feed", "pop",
            "popToRoot",
        ])
        #expect(scenes == ["login", "greeting", "search", "catalog", "item", "share", "profile", "stopwatch", "notes", "feed"])
        #expect(replay.model.session == nil)
        #expect(replay.frame.text.contains("First name  [______"))
    }

    @Test("given the committed tour, when searched for the session's token, then only <redacted> is there")
    func tokenNeverInTheLog() throws {
        let text = try String(contentsOf: committedLog, encoding: .utf8)
        #expect(!text.contains(offlineToken))
        #expect(!text.contains("offline-"))
        #expect(text.contains(#""token":"<redacted>""#))
        #expect(text.contains(#""name":"Authorization","secret":true,"value":"<redacted>""#))
    }

    @Test("given the tour through the shell, when its printed frames are searched for the token, then it is not there")
    func tokenNeverPrinted() throws {
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("tour-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: fresh) }
        let output = try recordTour(to: fresh)
        #expect(output.text.contains("Hello Ada Lovelace <3"))
        #expect(output.text.contains("This user has 128 friends"))
        #expect(!output.text.contains(offlineToken))
    }
}
