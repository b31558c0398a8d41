import ReelExampleCounter
import Foundation
import Reel
import ReelShell

extension Scenario {
    /// A Counter log of `count` steps (1,000,000 by default) opened in the inspector: indexed
    /// (offsets, marks and a replay kept every 1,000 steps), then its last step shown, then 200
    /// steps spread over the log shown one after another, in an order that jumps back and forth.
    ///
    /// A step is shown as the piped inspector prints it (``LogInspector/report(ofStep:)``: the
    /// replay from the nearest kept one, the frame, the model's changes, the commands). The rate is
    /// indexing's; `open_last_ms` is the first step shown after indexing, `seek_max_ms` and
    /// `seek_mean_ms` the later ones, `rss_*` the resident memory around indexing.
    static let inspectSeek = Scenario(
        name: "inspect-seek", unit: "steps", defaultCount: 1_000_000,
        run: { count in
            let url = LogBench.temporaryLog()
            defer { try? FileManager.default.removeItem(at: url) }
            LogBench.recordCounterSession(steps: count, to: url)
            let before = LogBench.residentMB()
            var inspector: LogInspector<Counter>?
            let indexSeconds = Measurement.time {
                do { inspector = try LogInspector<Counter>(logAt: url, input: ()) } catch { fatalError("inspect-seek: \(error)") }
            }
            guard let inspector else { fatalError("inspect-seek: no inspector") }
            let after = LogBench.residentMB()
            let openSeconds = Measurement.time { show(count, in: inspector) }
            var seeks: [Double] = []
            // A fixed walk over the log: the same steps on every run.
            var step = 0
            for index in 0..<200 {
                step = (step + 7_919 * (index + 1) + count / 3) % (count + 1)
                seeks.append(Measurement.time { show(step, in: inspector) })
            }
            return Scenario.ownRate(operations: count, seconds: indexSeconds) + [
                ("index_s", indexSeconds), ("open_last_ms", openSeconds * 1000),
                ("seek_max_ms", (seeks.max() ?? 0) * 1000), ("seek_mean_ms", seeks.reduce(0, +) / Double(max(1, seeks.count)) * 1000),
                ("checkpoint_every", Double(inspector.index.checkpointInterval)), ("rss_before_mb", before), ("rss_after_mb", after),
                ("rss_peak_mb", LogBench.peakResidentMB()), ("log_mb", LogBench.fileMB(url)),
            ]
        },
        baseline: nil)

    private static func show(_ step: Int, in inspector: LogInspector<Counter>) {
        do { blackHole(try inspector.report(ofStep: step)) } catch { fatalError("inspect-seek: step \(step): \(error)") }
    }
}
