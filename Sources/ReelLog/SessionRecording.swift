import Reel
import Foundation

/// Where a running app records its sessions, and how much it keeps: one option that turns
/// recording on (`Program(input:recording:)`, `Store(_:input:recording:)`), bounded so that it is
/// safe to leave on in a debug build.
///
/// Each run records a new log in ``folder`` named `NAME-YYYYMMDD-HHMMSS.mmm-PID-N.jsonl` (so names
/// sort by time), as ``LogRecorder`` writes logs: a whole line per step as it happens, so a crash
/// loses at most the last one, and secrets redacted. A session stops being recorded after
/// ``maxSteps`` steps (the log stays whole and replays those steps); when a session starts, the
/// oldest session files of the same name are removed so that at most ``keep`` remain, the new one
/// counted. Watch one while the app runs with `reel-demo inspect LOG --follow`, or
/// `LogInspector(following:input:)`. A step costs what ``LogRecorder`` costs: in callgrind, 71,184
/// instructions a Counter step through a program (`record`: 71,713), 85,485 through a store.
public struct SessionRecording: Sendable, Equatable {
    /// The folder the session files go in (created if missing).
    public var folder: URL
    /// The start of each file's name, such as the app's name.
    public var name: String
    /// How many session files are kept at most, the one being written counted.
    public var keep: Int
    /// How many steps of a session are recorded at most.
    public var maxSteps: Int
    /// Whether each step's frame rows are stored too (see ``LogRecorder``).
    public var storesFrames: Bool

    /// Sessions recorded in `folder`, as `name-….jsonl`: the last `keep` kept, each up to `maxSteps` steps.
    public init(folder: URL, name: String = "session", keep: Int = 5, maxSteps: Int = 100_000, storesFrames: Bool = false) {
        self.folder = folder
        self.name = name
        self.keep = max(1, keep)
        self.maxSteps = max(0, maxSteps)
        self.storesFrames = storesFrames
    }

    /// The session files in the folder, oldest first.
    public func sessionFiles() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(name + "-") && $0.hasSuffix(".jsonl") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
