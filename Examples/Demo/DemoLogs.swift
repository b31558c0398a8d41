import ReelExampleApp
import Foundation
import Reel
import ReelLog
import ReelShell

/// `reel-demo logs upgrade LOG… [--dry-run]`: rewrites recorded logs in today's shape (their
/// messages through the app's migrations, their commands and frames recorded again by today's
/// code) and prints, per log, the steps whose commands or frame changed, with their diffs.
enum DemoLogs {
    /// Upgrades every log (or, with `dryRun`, only says what would change); 0 when all were
    /// upgraded (with `dryRun`: when none would change), 1 when `dryRun` found one that would, 2
    /// when one could not be read or written. A log that cannot be read is left as it was, and
    /// the others are still upgraded.
    static func upgrade(paths: [String], dryRun: Bool, options: DemoOptions, fallback: ExampleApp.Input, output: any ShellOutput) -> Int32 {
        var status: Int32 = 0
        for path in paths {
            let url = URL(fileURLWithPath: path)
            do {
                let input = try DemoReplay.replayInput(logAt: url, options: options, fallback: fallback)
                let upgrade = try LogUpgrader(ExampleApp.self, input: input).upgrade(logAt: url, writes: !dryRun)
                let verb = dryRun ? (upgrade.isUnchanged ? "up to date" : "would be upgraded") : "upgraded"
                output.write("\(path): \(verb): \(upgrade)\n")
                if dryRun, !upgrade.isUnchanged { status = max(status, 1) }
            } catch {
                output.error("\(path): \(error)")
                status = 2
            }
        }
        return status
    }
}
