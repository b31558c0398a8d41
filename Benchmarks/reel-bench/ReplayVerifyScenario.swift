import ReelExampleCounter
import Foundation
import Reel
import ReelLog

extension Scenario {
    /// A Counter log of `count` steps, recorded to a temporary file first, then read back from disk,
    /// replayed and verified step by step (commands and frame hash).
    ///
    /// The table's rate covers recording and verifying; `verify_steps_per_s` and `verify_s` are the
    /// verification alone, and the RSS figures are taken around it.
    static let replayVerify = Scenario(
        name: "replay-verify", unit: "steps", defaultCount: 1_000_000,
        run: { count in
            let url = LogBench.temporaryLog()
            defer { try? FileManager.default.removeItem(at: url) }
            LogBench.recordCounterSession(steps: count, to: url)
            let before = LogBench.residentMB()
            var verification = Verification.identical(steps: 0, warnings: [])
            let seconds = Measurement.time { verification = Replay<Counter>.verify(logAt: url) }
            guard verification == .identical(steps: count, warnings: []) else {
                fatalError("replay-verify: \(verification)")
            }
            return [
                ("verify_steps_per_s", seconds > 0 ? Double(count) / seconds : 0), ("verify_s", seconds),
                ("rss_before_mb", before), ("rss_after_mb", LogBench.residentMB()), ("log_mb", LogBench.fileMB(url)),
            ]
        },
        baseline: nil)
}
