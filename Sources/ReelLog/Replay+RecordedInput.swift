import Reel
import Foundation

/// Replay from the input the log records, for a scene whose input is `Decodable`: the log says
/// what the session started from (its API base URL, its first route), so a verification cannot
/// diverge merely because it was given another input. The variants taking `input:` still win.
extension Replay where S.Input: Decodable {
    /// Replays the log at `url` from its recorded input and compares every step with the recording.
    public static func verify(logAt url: URL) -> Verification {
        do {
            return verify(try LogReader<S>(contentsOf: url))
        } catch {
            return .unreadable(error)
        }
    }

    /// Replays a log held in memory from its recorded input and compares every step with the recording.
    public static func verify(logData data: Data) -> Verification {
        do {
            return verify(try LogReader<S>(data: data))
        } catch {
            return .unreadable(error)
        }
    }

    /// Replays what `reader` has left from the log's recorded input; unreadable if it records none.
    public static func verify(_ reader: LogReader<S>) -> Verification {
        do {
            return verify(reader, input: try input(of: reader))
        } catch {
            return .unreadable(error)
        }
    }

    /// Replays the log at `url` from its recorded input up to step `step` (0 for the start).
    public static func travel(to step: Int, inLogAt url: URL) throws(LogError) -> Replay {
        try travel(to: step, inLogAt: url, input: input(of: LogReader<S>(contentsOf: url)))
    }

    /// The input `reader`'s log records; ``LogError/noInput`` when it records none.
    static func input(of reader: LogReader<S>) throws(LogError) -> S.Input {
        guard let input = try reader.recordedInput() else { throw .noInput }
        return input
    }
}
