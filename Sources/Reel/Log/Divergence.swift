/// Where a replay first differs from its recording, with what a person needs to see why: the
/// step, its message, the commands expected and emitted, and how the frame changed.
public struct Divergence: Equatable, Sendable, CustomStringConvertible {
    /// The step that diverged (1 for the first message).
    public let step: Int
    /// The step's message, as the log wrote it.
    public let message: String
    /// The commands the recording says the update emitted (JSON).
    public let expectedCommands: String
    /// The commands today's update emitted (JSON).
    public let actualCommands: String
    /// The frame hash the recording holds.
    package let recordedFrameHash: FrameHash
    /// The hash of today's frame.
    package let replayedFrameHash: FrameHash
    /// The recorded frame's lines, when known: stored in the log, or the replayed one when the
    /// hashes agree. Frames here have their lines' trailing spaces trimmed, as logs store them.
    public let recordedFrame: [String]?
    /// Today's frame after the step.
    public let replayedFrame: [String]
    /// The frame before the step, which matched the recording (the start frame for step 1).
    public let previousFrame: [String]

    /// Whether today's update emitted other commands than the recording's.
    public var commandsDiffer: Bool { !Self.sameJSON(expectedCommands, actualCommands) }

    /// Whether today's frame hashes differently from the recording's.
    public var frameDiffers: Bool { recordedFrameHash != replayedFrameHash }

    /// The frames compared as lines: recorded → replayed when the recorded frame is known,
    /// otherwise the frame before the step → the replayed frame.
    public var frameDiff: LineDiff { LineDiff(expected: recordedFrame ?? previousFrame, actual: replayedFrame) }

    /// A report of several lines, ending with the frame diff.
    public var description: String {
        var report = ["diverged at step \(step), message \(message)"]
        if commandsDiffer {
            report += ["  expected commands: \(expectedCommands)", "  actual commands:   \(actualCommands)"]
        } else {
            report.append("  commands: same as recorded \(expectedCommands)")
        }
        if !frameDiffers {
            // Nothing to diff: show the frame itself, without the blank rows under its content.
            report.append("  frame: same as recorded (hash \(recordedFrameHash)):")
            var rows = replayedFrame[...]
            while rows.last == "" { rows.removeLast() }
            report += rows.map { "    │ \($0)" }
        } else if recordedFrame != nil {
            report.append("  frame hash: recorded \(recordedFrameHash), replayed \(replayedFrameHash); recorded (-) vs replayed (+):")
            report.append(frameDiff.rendered())
        } else {
            report.append(
                "  frame hash: recorded \(recordedFrameHash), replayed \(replayedFrameHash); the log stores no frames, "
                    + "so this diffs the frame before step \(step) (-), which matched, with the replayed frame (+):")
            report.append(frameDiff.rendered())
        }
        return report.joined(separator: "\n")
    }

    static func sameJSON(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        guard let left = try? JSONParser.parse(Array(a.utf8)), let right = try? JSONParser.parse(Array(b.utf8)) else {
            return false
        }
        return left.isSame(as: right)
    }
}
