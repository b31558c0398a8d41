#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Reel
import ReelLog

extension LogInspector {
    /// How often a followed log is looked at: a `stat` and a lock probe, so a line that lands is
    /// shown within this (plus its replay) while a quiet log costs next to nothing. The bench row
    /// `follow-latency` measures the time from a line landing to its step shown.
    public static var followInterval: Int32 { 20 }

    /// Opens the log at `url` while it is still being written, to follow it (``runFollowing(output:)``,
    /// or ``run()``, which follows at a terminal too): the steps whose lines have landed whole are
    /// shown, and a last line with no newline is waited for.
    public convenience init(following url: URL, input: S.Input, checkpointEvery interval: Int = 1000) throws(LogError) {
        self.init(index: try LogIndex<S>(following: url, input: input, checkpointEvery: interval))
    }

    /// Reads the steps that landed since the last look (`LogIndex/follow()`), and says (again,
    /// on every later look) how following ended; a verification
    /// that found every step as recorded is forgotten when steps are added, so that `d` checks
    /// what has arrived. A log that stops being readable ends following with its error.
    func followOnce() -> (added: Int, end: String?) {
        guard index.isFollowing else { return (0, index.followEnd.map { "\(name): \($0)" }) }
        do {
            let update = try index.follow()
            if update.added > 0 { forgetVerification() }
            return (update.added, update.end.map { "\(name): \($0)" })
        } catch {
            return (0, "\(name): \(error)")
        }
    }

    /// Follows the log and writes each step's ``report(ofStep:)`` as it lands, those already there
    /// first, until the writer closes the log (exit status 0, after a line saying so) or the file is
    /// truncated, replaced or stops being readable (one error line; exit status 1).
    public func runFollowing(output: any ShellOutput) -> Int32 {
        var shown = 0
        while true {
            do {
                while shown < stepCount {
                    shown += 1
                    output.write(try report(ofStep: shown))
                }
            } catch {
                output.error("\(name): \(error)")
                return 1
            }
            // Steps read by the look that finds the end are shown before the end is told.
            let (added, end) = followOnce()
            if added > 0 { continue }
            if let end {
                guard case .writerClosed(let torn)? = index.followEnd else {
                    output.error(end)
                    return 1
                }
                if torn { output.warning(end) } else { output.write("-- \(end) after \(stepCount) steps\n") }
                return 0
            }
            _ = poll(nil, 0, Self.followInterval)
        }
    }
}
