import Foundation
import Reel
import ReelLog

/// Prints a recorded log's frames: the start, then each step's frame under `== step N: msg`,
/// replayed from the messages alone (no effect runs).
public enum LogPlayback {
    /// The first step whose replay differs from the recording: a log edited by hand, or recorded
    /// by other code than today's.
    public struct Difference: Equatable, Sendable, CustomStringConvertible {
        /// The step (1 for the first message).
        public let step: Int
        /// Whether today's commands or subscription changes differ from the recorded ones.
        public let commandsDiffer: Bool
        /// Whether today's frame differs from the recorded one.
        public let frameDiffers: Bool

        /// `step 4 replays differently from the recording: its commands and frame differ`.
        public var description: String {
            let what = commandsDiffer && frameDiffers ? "commands and frame differ" : commandsDiffer ? "commands differ" : "frame differs"
            return "step \(step) replays differently from the recording: its \(what)"
        }
    }

    /// The longest message shown in a step's header line: a message holding a whole server
    /// answer would otherwise make a header of thousands of characters.
    public static let headerLimit = 120

    /// Writes every frame of the log at `url`, replayed from `input`, and returns the first step
    /// whose commands or frame differ from the recorded ones (nil when all match); throws if the
    /// log cannot be read (nothing half-written past the bad line), and reports what reading noted
    /// (a torn last line, steps migrated or dropped) as warning lines.
    @discardableResult
    public static func write<App: LoggableScene>(
        _ app: App.Type, logAt url: URL, input: App.Input, to output: any ShellOutput
    ) throws(LogError) -> Difference? {
        let reader = try LogReader<App>(contentsOf: url)
        var replay = Replay<App>(input: input, frameSize: reader.header.frameSize)
        let encoder = CommandsEncoder<App.Msg>()
        var difference: Difference?
        output.write("== start\n" + replay.frame.trimmedText + "\n")
        while let step = try reader.next() {
            let checked = replay.check(step, encoder: encoder)
            if difference == nil, !checked.matches {
                difference = Difference(step: step.index, commandsDiffer: !checked.sameCommands, frameDiffers: !checked.sameFrame)
            }
            let message = String(describing: step.msg).abbreviated(to: headerLimit)
            output.write("== step \(step.index): \(message)\n" + checked.frame.trimmedText + "\n")
        }
        for warning in reader.warnings { output.warning("\(url.path): \(warning)") }
        return difference
    }

}
