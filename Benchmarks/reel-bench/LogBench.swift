import ReelExampleCounter
import Foundation
import Reel
import ReelLog

/// What the `record` and `replay-verify` scenarios share: a Counter session recorded to a
/// temporary file, and the process's resident memory.
enum LogBench {
    /// The repeating session: two taps up, a save, one tap down, so the count (and the frame) keeps changing.
    static let pattern: [Counter.Msg] = [.incrementTapped, .incrementTapped, .saveTimerFired, .decrementTapped]

    /// Messages are sent in batches of this size, each drained before the next: the program's queue
    /// stays small, so the memory figures show the recorder's, not a million queued messages.
    static let batch = 10_000

    /// A fresh path in the temporary directory.
    static func temporaryLog() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-\(UUID().uuidString).jsonl")
    }

    /// Records `count` Counter steps to `url` through a real program; timers never fire (the
    /// session sends its own `saveTimerFired`), so the log holds exactly `count` steps.
    static func recordCounterSession(steps count: Int, to url: URL) {
        let program = Program<Counter>(input: (), services: Services(timers: SilentTimers()))
        let recorder: LogRecorder<Counter>
        do {
            recorder = try LogRecorder(program: program, to: url, recordedAt: Date(timeIntervalSince1970: 0))
        } catch {
            fatalError("reel-bench: \(error)")
        }
        var sent = 0
        while sent < count {
            let end = min(count, sent + batch)
            for index in sent..<end { program.send(pattern[index % pattern.count]) }
            sent = end
            guard program.waitUntilDrained(timeout: .seconds(600)) else { fatalError("the program did not settle") }
        }
        recorder.close()
        if let failure = recorder.failure { fatalError("reel-bench: \(failure)") }
    }

    /// The resident set size in MB, from `VmRSS` in /proc/self/status (0 where there is none).
    static func residentMB() -> Double { statusMB("VmRSS:") }

    /// The peak resident set size in MB so far, from `VmHWM` in /proc/self/status.
    static func peakResidentMB() -> Double { statusMB("VmHWM:") }

    private static func statusMB(_ key: String) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key) }),
              let kilobytes = Double(line.dropFirst(key.count).split(whereSeparator: \.isWhitespace).first ?? "")
        else { return 0 }
        return kilobytes / 1024
    }

    /// The size of a file in MB.
    static func fileMB(_ url: URL) -> Double {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return Double(attributes?[.size] as? Int ?? 0) / 1_048_576
    }
}

/// Timers that never fire: the bench session delivers its own timer messages.
struct SilentTimers: TimerService {
    func schedule(after delay: Duration, _ fire: @escaping @Sendable () -> Void) -> any Cancellable { NotCancellable() }
}
