import Reel

/// Where a replay first differs from its recording, with what a person needs to see why: the
/// step, its message, the commands expected and emitted, and how the frame changed.
public struct Divergence: Equatable, Sendable, CustomStringConvertible {
    /// The step that diverged (1 for the first message).
    public let step: Int
    /// The step's message, as the log wrote it.
    public let message: String
    /// The commands the recording says the update emitted (a JSON array).
    public let expectedCommands: String
    /// The commands today's update emitted (a JSON array).
    public let actualCommands: String
    /// How the recording says the running subscriptions changed (JSON); nil for no change.
    public let expectedSubscriptions: String?
    /// How today's step changed the running subscriptions (JSON); nil for no change.
    public let actualSubscriptions: String?
    /// The frame hash the recording holds.
    package let recordedFrameHash: FrameHash
    /// The hash of today's frame.
    package let replayedFrameHash: FrameHash
    /// The recorded frame's lines, when known: stored in the log, or the replayed one when the
    /// hashes agree; nil when the log holds only the recorded frame's hash. Frames here have their
    /// lines' trailing spaces trimmed, as logs store them.
    public let recordedFrame: [String]?
    /// Today's frame after the step.
    public let replayedFrame: [String]
    /// The frame before the step, which matched the recording (the start frame for step 1).
    public let previousFrame: [String]

    /// Whether today's update emitted other commands, or changed the subscriptions otherwise, than
    /// the recording's.
    public var commandsDiffer: Bool { !commandDifferences.isEmpty || !subscriptionDifferences.isEmpty }

    /// Whether today's frame hashes differently from the recording's.
    public var frameDiffers: Bool { recordedFrameHash != replayedFrameHash }

    /// The recorded frame against the replayed one, as lines; nil when the log stores no frames, as
    /// the recorded frame is then known only by its hash.
    public var frameDiff: LineDiff? { recordedFrame.map { LineDiff(expected: $0, actual: replayedFrame) } }

    /// What the step changed on screen: the frame before it (which matched the recording) against
    /// the replayed frame.
    public var stepDiff: LineDiff { LineDiff(expected: previousFrame, actual: replayedFrame) }

    /// Where the commands differ, path by path (`[0].timer.after: 300 ≠ 500`).
    package var commandDifferences: JSONDiff { JSONDiff(expected: expectedCommands, actual: actualCommands) }

    /// Where the subscription changes differ, path by path; a side with no change is `{}`.
    package var subscriptionDifferences: JSONDiff {
        JSONDiff(expected: expectedSubscriptions ?? "{}", actual: actualSubscriptions ?? "{}")
    }

    /// A report of several lines: the step and its message (cut to a line), each differing field of
    /// the commands, and the frame rows that differ with a line of context around them.
    public var description: String { report(headline: "diverged at step \(step)") }

    /// The report under other first words: an upgrade shows each step it changed this way, where
    /// the frame before the step may itself have changed (`previousFrameMatched` false).
    package func report(headline: String, previousFrameMatched: Bool = true) -> String {
        var report = ["\(headline), message \(message.abbreviated(to: 200))"]
        let commands = commandDifferences
        let subscriptions = subscriptionDifferences
        if commands.isEmpty && subscriptions.isEmpty {
            report.append("  commands: same as recorded \(expectedCommands.abbreviated(to: 200))")
        } else {
            report.append("  commands differ, recorded ≠ replayed:")
            report += (commands.lines() + subscriptions.lines(under: "subscriptions")).map { "    " + $0 }
        }
        if !frameDiffers {
            report.append("  frame: same as recorded (hash \(recordedFrameHash))")
        } else if let frameDiff {
            report.append("  frame hash: recorded \(recordedFrameHash), replayed \(replayedFrameHash); rows that differ, recorded (-) vs replayed (+):")
            report.append(frameDiff.isEmpty
                ? "    (none: the log's lines for this step are the replayed frame; its recorded hash is not their hash)"
                : frameDiff.rendered(context: 1))
        } else {
            report.append(
                "  frame hash: recorded \(recordedFrameHash), replayed \(replayedFrameHash); the log stores no frames "
                    + "(record with storesFrames: true), so the recorded rows are unknown.")
            report.append(
                previousFrameMatched
                    ? "  what step \(step) changed on screen, from the frame before it (which matched the recording, -) to the replayed frame (+):"
                    : "  what step \(step) changed on screen, from the replayed frame before it (-) to the one after it (+):")
            let changes = stepDiff
            report.append(changes.isEmpty ? "    (nothing: the replayed frame is the one before the step)" : changes.rendered(context: 1))
        }
        return report.joined(separator: "\n")
    }

    /// Whether two JSON texts say the same values (``JSONValue/isSame(as:)``): never by Swift's
    /// string equality, which takes canonically equivalent texts for the same.
    static func sameJSON(_ a: String, _ b: String) -> Bool {
        if a.utf8.elementsEqual(b.utf8) { return true }
        guard let left = try? JSONParser.parse(Array(a.utf8)), let right = try? JSONParser.parse(Array(b.utf8)) else {
            return false
        }
        return left.isSame(as: right)
    }
}
