import Foundation

extension Scenario {
    /// Counter steps recorded to a log file through a real program: encode, hash the frame, write.
    static let record = Scenario(
        name: "record", unit: "steps", defaultCount: 1_000_000,
        run: { count in
            let url = LogBench.temporaryLog()
            defer { try? FileManager.default.removeItem(at: url) }
            let before = LogBench.residentMB()
            LogBench.recordCounterSession(steps: count, to: url)
            return [("rss_before_mb", before), ("rss_after_mb", LogBench.residentMB()), ("log_mb", LogBench.fileMB(url))]
        },
        baseline: nil)
}
