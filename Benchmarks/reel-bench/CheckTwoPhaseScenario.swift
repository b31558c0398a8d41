import Foundation
import ReelExampleExplore
import ReelTesting

extension Scenario {
    /// Two-phase commit with 7 resource managers (``TwoPhaseCommit``, Lamport's TLA+ TwoPhase; no
    /// effects) checked exhaustively in this process, its rules offering each state's enabled
    /// actions: 296,448 distinct states (TLC's count), one operation each. `--count` is ignored
    /// (the model is the same size); `REEL_BENCH_JOBS=N` runs the check on N threads, whose report
    /// must be the same (its summary is printed to standard error). Figures besides: `transitions`, `depth`, `bytes_per_state` (the visited set and the
    /// way back) and `peak_rss_mb`.
    static let checkTwoPhase7 = Scenario(
        name: "check-twophase-7", unit: "states", defaultCount: 296_448,
        run: { _ in
            var checker = TwoPhaseCommit.checker(managers: 7)
            checker.jobs = Int(ProcessInfo.processInfo.environment["REEL_BENCH_JOBS"] ?? "") ?? 1
            var report: CheckReport<TwoPhaseCommit>?
            let seconds = Measurement.time { report = checker.check(depth: 1_000) }
            guard let report, report.exhausted, report.distinctStates == 296_448 else { fatalError("check-twophase-7: \(report.map { "\($0)" } ?? "")") }
            FileHandle.standardError.write(Data("check-twophase-7, \(checker.jobs) jobs: \(report.summary)\n".utf8))
            return ownRate(operations: report.distinctStates, seconds: max(seconds, 1e-9)) + [
                ("depth", Double(report.depth)), ("transitions", Double(report.transitions)),
                ("bytes_per_state", report.bytesPerState), ("peak_rss_mb", LogBench.peakResidentMB()),
            ]
        },
        baseline: nil)
}
