import Reel
import Foundation

/// Records one session of a running app as ``SessionRecording`` says: a new file in its folder,
/// the oldest ones removed, steps recorded up to its bound. Give ``record(_:)`` to a program's or
/// a store's `observer`, or use `Program(input:recording:)`, which does.
public final class SessionRecorder<S: LoggableScene>: Sendable {
    /// The log being written.
    public let url: URL
    private let recorder: LogRecorder<S>
    private let maxSteps: Int

    /// Starts a session file in `recording`'s folder (creating it), after removing the oldest
    /// session files beyond its bound; the error says why it cannot.
    public init(_ recording: SessionRecording, frameSize: FrameSize, input: S.Input? = nil) throws(LogError) {
        do {
            try FileManager.default.createDirectory(at: recording.folder, withIntermediateDirectories: true)
        } catch {
            throw .io(path: recording.folder.path, reason: (error as NSError).localizedDescription)
        }
        for old in recording.sessionFiles().dropLast(recording.keep - 1) { try? FileManager.default.removeItem(at: old) }
        url = recording.folder.appendingPathComponent("\(recording.name)-\(Self.stamp()).jsonl")
        recorder = try LogRecorder<S>(to: url, frameSize: frameSize, input: input, storesFrames: recording.storesFrames)
        maxSteps = recording.maxSteps
    }

    /// Records a step; the session's file is closed (whole, and replayable) once the bound is reached.
    public func record(_ step: Step<S>) {
        if step.index <= maxSteps {
            recorder.record(step)
        } else if step.index == maxSteps + 1 {
            recorder.close()
        }
    }

    /// Why recording stopped early (a full disk), if it did.
    public var failure: LogError? { recorder.failure }

    /// Stops recording and closes the file.
    public func close() { recorder.close() }

    /// `YYYYMMDD-HHMMSS.mmm-PID-N` in UTC: names that sort by time, unique within a process.
    private static func stamp() -> String {
        let now = Date()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: now)
        func padded(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        let number = sessionSequence.withLock { value -> Int in
            value += 1
            return value
        }
        return padded(parts.year, 4) + padded(parts.month, 2) + padded(parts.day, 2) + "-" + padded(parts.hour, 2) + padded(parts.minute, 2)
            + padded(parts.second, 2) + "." + padded((parts.nanosecond ?? 0) / 1_000_000, 3) + "-\(ProcessInfo.processInfo.processIdentifier)-"
            + padded(number, 6)
    }
}

/// How many sessions this process has started, for unique file names.
private let sessionSequence = Locked(0)
