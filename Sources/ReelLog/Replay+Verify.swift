import Reel
import Foundation

extension Replay {
    /// Replays the log at `url` and compares every step's commands and frame hash with the recording.
    public static func verify(logAt url: URL, input: S.Input) -> Verification {
        do {
            return verify(try LogReader<S>(contentsOf: url), input: input)
        } catch {
            return .unreadable(error)
        }
    }

    /// Replays a log held in memory and compares every step with the recording.
    public static func verify(logData data: Data, input: S.Input) -> Verification {
        do {
            return verify(try LogReader<S>(data: data), input: input)
        } catch {
            return .unreadable(error)
        }
    }

    /// Replays what `reader` has left and compares every step with the recording, stopping at the
    /// first step whose commands (as JSON) or frame hash differ.
    public static func verify(_ reader: LogReader<S>, input: S.Input) -> Verification {
        var replay = Replay(input: input, frameSize: reader.header.frameSize)
        let encoder = CommandsEncoder<S.Msg>()
        var previousFrame = replay.frame
        do {
            while let logged = try reader.next() {
                let checked = replay.check(logged, encoder: encoder)
                if !checked.matches {
                    return .diverged(Divergence(logged, checked, previousFrame: previousFrame))
                }
                previousFrame = checked.frame
            }
        } catch {
            return .unreadable(error)
        }
        return .identical(steps: replay.stepsApplied, warnings: reader.warnings)
    }
}

extension Replay where S.Input == Void {
    /// Replays the log at `url` and compares every step's commands and frame hash with the recording.
    public static func verify(logAt url: URL) -> Verification { verify(logAt: url, input: ()) }

    /// Replays a log held in memory and compares every step with the recording.
    public static func verify(logData data: Data) -> Verification { verify(logData: data, input: ()) }
}
