import Foundation
import Reel

/// Prints a recorded log's frames: the start, then each step's frame under `== step N: msg`,
/// replayed from the messages alone (no effect runs).
public enum LogPlayback {
    /// Writes every frame of the log at `url`; throws if the log cannot be read (nothing half-written
    /// past the bad line), and reports a torn last line as an error line.
    public static func write<App: LoggableScene>(
        _ app: App.Type, logAt url: URL, input: App.Input, to output: any ShellOutput
    ) throws(LogError) {
        let reader = try LogReader<App>(contentsOf: url)
        var replay = Replay<App>(input: input, frameSize: reader.header.frameSize)
        output.write("== start\n" + replay.frame.trimmedText + "\n")
        while let step = try reader.next() {
            _ = replay.apply(step.msg)
            output.write("== step \(step.index): \(step.msg)\n" + replay.frame.trimmedText + "\n")
        }
        for warning in reader.warnings { output.error("\(url.path): \(warning)") }
    }
}
