#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReelExampleCounter
import Foundation
import Reel
import ReelLog
import ReelShell

extension Scenario {
    /// A Counter log followed while it is written (`reel-demo inspect LOG --follow`, piped): a
    /// writer records `count` steps (500 by default), each after a pause of 1 to 19 ms (a fixed
    /// sequence, so that lines land at every point of the follower's poll interval), and the
    /// follower prints each step's report as it lands (``LogInspector/runFollowing(output:)``).
    ///
    /// One operation is a step from its line landing (the recorder's `write` returned) to its report
    /// written: `p50_ms`, `p99_ms` (goal ≤ 100) and `max_ms`; the rate is that of the whole run, pauses included.
    static let followLatency = Scenario(
        name: "follow-latency", unit: "steps", defaultCount: 500,
        run: { count in
            let url = LogBench.temporaryLog()
            defer { try? FileManager.default.removeItem(at: url) }
            let recorder: LogRecorder<Counter>
            do { recorder = try LogRecorder(to: url, frameSize: .standard, recordedAt: Date(timeIntervalSince1970: 0)) } catch {
                fatalError("follow-latency: \(error)")
            }
            let output = StampedOutput(steps: count)
            let done = DispatchSemaphore(value: 0)
            let start = DispatchTime.now().uptimeNanoseconds
            DispatchQueue.global().async {
                do {
                    let inspector = try LogInspector<Counter>(following: url, input: ())
                    guard inspector.runFollowing(output: output) == 0 else { fatalError("follow-latency: \(output.failure)") }
                } catch {
                    fatalError("follow-latency: \(error)")
                }
                done.signal()
            }
            var replay = Replay<Counter>()
            for index in 1...max(1, count) where count > 0 {
                _ = poll(nil, 0, Int32(1 + (index * 7) % 19))
                let msg = LogBench.pattern[index % LogBench.pattern.count]
                let effect = replay.apply(msg)
                recorder.record(index: index, msg: msg, effect: effect, frame: replay.frame)
                output.landed(index)
            }
            recorder.close()
            done.wait()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let latencies = output.latenciesMilliseconds().sorted()
            func percentile(_ p: Double) -> Double {
                latencies.isEmpty ? 0 : latencies[min(latencies.count - 1, Int((Double(latencies.count) * p).rounded(.up)) - 1)]
            }
            return Scenario.ownRate(operations: count, seconds: seconds) + [
                ("p50_ms", percentile(0.5)), ("p99_ms", percentile(0.99)), ("max_ms", latencies.last ?? 0),
                ("poll_interval_ms", Double(LogInspector<Counter>.followInterval)),
            ]
        },
        baseline: nil)
}

/// The follower's output, noting when each step's report was written against when its line landed.
private final class StampedOutput: ShellOutput {
    private let state: Locked<(landed: [UInt64], shown: [UInt64], failure: String)>

    init(steps: Int) { state = Locked((Array(repeating: 0, count: steps + 1), Array(repeating: 0, count: steps + 1), "")) }

    func landed(_ step: Int) {
        let now = DispatchTime.now().uptimeNanoseconds
        state.withLock { $0.landed[step] = now }
    }

    func write(_ text: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        guard text.hasPrefix("== step "), let step = Int(text.dropFirst(8).prefix { $0.isNumber }) else { return }
        state.withLock { if step < $0.shown.count { $0.shown[step] = now } }
    }

    func error(_ message: String) { state.withLock { $0.failure = message } }

    var failure: String { state.withLock { $0.failure } }

    /// Per step, the time from landing to shown. A step shown before `landed` noted it (the
    /// follower won the race with the writer's own clock read) counts as 0.
    func latenciesMilliseconds() -> [Double] {
        state.withLock { state in
            (1..<state.landed.count).map { (step: Int) -> Double in
                let shown = state.shown[step], landed = state.landed[step]
                return Double(shown > landed ? shown - landed : 0) / 1e6
            }
        }
    }
}
