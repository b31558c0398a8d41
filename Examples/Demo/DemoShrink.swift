import ReelExampleApp
import ReelExampleExplore
import Foundation
import Reel
import ReelShell
import ReelTesting

/// `reel-demo shrink LOG --out FILE`: a log that no longer verifies, or that breaks an invariant,
/// shrunk to a few steps that still do.
enum DemoShrink {
    /// Shrinks and writes (exit 0), or says there is nothing to shrink (exit 0); 2 if the log is
    /// unreadable or the shrunk log cannot be written.
    static func run(path: String, out: String, input: ExampleApp.Input, output: some ShellOutput) -> Int32 {
        let shrinker = LogShrinker(ExampleApp.self, input: input, properties: AppExplorer.properties)
        let report: LogShrinkReport
        do {
            report = try shrinker.shrink(logAt: URL(fileURLWithPath: path), to: URL(fileURLWithPath: out))
        } catch {
            // The reader's errors are about the log; an I/O error may be about the shrunk log instead.
            if case .io(let failing, let reason) = error, failing == URL(fileURLWithPath: out).path {
                output.error("cannot write \(out): \(reason)")
            } else {
                output.error("\(path): \(error)")
            }
            return 2
        }
        switch report.finding {
        case .nothing:
            output.write("\(path): \(report)\n")
        case .divergedCommands, .divergedFrame:
            output.write("\(report); wrote \(out) (reel-demo replay \(out) --verify)\n")
        case .property(let violation):
            output.write("\(report); wrote \(out) (reel-demo replay \(out))\n  \(violation.detail)\n")
        }
        return 0
    }
}
