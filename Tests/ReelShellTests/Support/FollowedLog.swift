import Dispatch
import Foundation
import Reel
import ReelLog
import ReelExampleCounter
import ReelShell

/// Output that wakes a waiting test on every write, so that it waits on what was written, never by sleeping.
final class WatchedOutput: ShellOutput {
    private let state = Locked<(text: String, errors: [String], warnings: [String])>(("", [], []))
    private let written = DispatchSemaphore(value: 0)

    func write(_ text: String) {
        state.withLock { $0.text += text }
        written.signal()
    }

    func error(_ message: String) {
        state.withLock { $0.errors.append(message) }
        written.signal()
    }

    func warning(_ message: String) {
        state.withLock { $0.warnings.append(message) }
        written.signal()
    }

    var text: String { state.withLock { $0.text } }
    var errors: [String] { state.withLock { $0.errors } }
    var warnings: [String] { state.withLock { $0.warnings } }

    /// Waits until `holds` is true of the text, at most `timeout`; whether it came true.
    func wait(timeout seconds: Double = 10, until holds: (String) -> Bool) -> Bool {
        let deadline = DispatchTime.now() + seconds
        while !holds(text) {
            guard written.wait(timeout: deadline) == .success else { return holds(text) }
        }
        return true
    }
}

func temporaryLog() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("follow-\(UUID().uuidString).jsonl")
}

/// A Counter log of `steps` steps written by a recorder left open (its writer still holds the log).
func openLog(at url: URL, steps: Int) throws -> (LogRecorder<Counter>, Replay<Counter>) {
    let recorder = try LogRecorder<Counter>(to: url, frameSize: .standard, recordedAt: Date(timeIntervalSince1970: 0))
    var replay = Replay<Counter>()
    for index in 1...max(1, steps) where steps > 0 {
        let effect = replay.apply(.incrementTapped)
        recorder.record(index: index, msg: .incrementTapped, effect: effect, frame: replay.frame)
    }
    return (recorder, replay)
}

