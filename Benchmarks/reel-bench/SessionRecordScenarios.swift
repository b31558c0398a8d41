import ReelExampleCounter
import Foundation
import Reel
import ReelLog
import ReelUI

extension Scenario {
    /// Counter steps recorded through `Program(input:recording:)`, the one option an app turns on:
    /// the same session as `record`, whose figure this is held to (goal: at most 1.5× its time per step).
    static let sessionRecord = Scenario(
        name: "session-record", unit: "steps", defaultCount: 1_000_000,
        run: { count in
            let folder = LogBench.temporaryLog().deletingPathExtension()
            defer { try? FileManager.default.removeItem(at: folder) }
            let recording = SessionRecording(folder: folder, name: "bench", keep: 2, maxSteps: Int.max)
            let program = Program<Counter>(input: (), services: Services(timers: SilentTimers()), recording: recording)
            var sent = 0
            while sent < count {
                let end = min(count, sent + LogBench.batch)
                for index in sent..<end { program.send(LogBench.pattern[index % LogBench.pattern.count]) }
                sent = end
                guard program.waitUntilDrained(timeout: .seconds(600)) else { fatalError("session-record: the program did not settle") }
            }
            return [("log_mb", recording.sessionFiles().last.map(LogBench.fileMB) ?? 0)]
        },
        baseline: nil)

    /// Counter steps through a `Store` on the main actor that records its session
    /// (`Store(_:input:recording:)`): a message sent, applied before `send` returns, and its step
    /// written to the session's log.
    static let storeRecord = Scenario(
        name: "store-record", unit: "steps", defaultCount: 500_000,
        run: { count in
            MainActor.assumeIsolated {
                let folder = LogBench.temporaryLog().deletingPathExtension()
                defer { try? FileManager.default.removeItem(at: folder) }
                let recording = SessionRecording(folder: folder, name: "bench", keep: 2, maxSteps: Int.max)
                let store = Store(Counter.self, input: (), services: Services(timers: SilentTimers()), recording: recording)
                for index in 0..<count { store.send(LogBench.pattern[index % LogBench.pattern.count]) }
                return [("log_mb", recording.sessionFiles().last.map(LogBench.fileMB) ?? 0)]
            }
        },
        baseline: nil)
}
