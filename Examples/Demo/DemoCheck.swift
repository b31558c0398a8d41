import ReelExampleApp
import ReelExampleExplore
import Foundation
import Reel
import ReelShell
import ReelTesting

/// `reel-demo explore --exhaustive --scene ROUTE [--depth N] [--jobs N] [--never TEXT] [--out FILE]
/// [--shard I/N --report FILE [--build NAME]]`: checks one screen of the app exhaustively to a bound and
/// reports what it covered, or a shortest session that breaks a property, and the liveness verdict
/// (``AppChecker/liveness``, checked when the bound exhausts the screen); with `--shard`, checks
/// that shard's part and writes it for `explore merge`.
enum DemoCheck {
    /// Checks; 0 when every property held in every state visited, 1 when one broke (its session's
    /// log, or a liveness lasso's, written to `--out`), 2 when the log cannot be written.
    static func run(_ options: DemoOptions.ExploreOptions, output: some ShellOutput) -> Int32 {
        var checker = AppChecker.make(route: options.scene ?? "search")
        checker.jobs = options.jobs ?? 1
        if let build = options.build { checker.explorer.build = build }
        if let never = options.never {
            // A question as a rule: the shortest session that breaks it is a shortest way to a screen showing it.
            checker.explorer.properties.append(.frame("no screen shows \"\(never)\"") { frame in !frame.lines.contains { $0.contains(never) } })
        }
        let depth = options.depth ?? AppChecker.defaultDepth
        if !options.shard.isWhole { return runShard(checker, depth: depth, options, output: output) }
        let started = ContinuousClock.now
        let searched = checker.check(depth: depth)
        // The rate goes to standard error, so that standard output is the same on every run.
        let seconds = max(1e-9, (ContinuousClock.now - started) / .seconds(1))
        // Liveness (checked when the bound exhausts the screen) is timed apart from the search.
        let report = checker.checkingLiveness(AppChecker.liveness, after: searched)
        let liveness = (ContinuousClock.now - started) / .seconds(1) - seconds
        let figures = "check: \(Int(Double(report.distinctStates) / seconds)) states/s, "
            + String(format: "%.1f bytes a state, peak memory %.1f MB; liveness %.2f s", report.bytesPerState, peakMegabytes(), liveness)
        FileHandle.standardError.write(Data("\(figures)\n".utf8))
        output.write("\(report)\n")
        if let counterexample = report.counterexample {
            return write(counterexample, "the shortest session's log", to: options.out, explorer: checker.explorer, output: output)
        }
        if let lasso = report.liveness.counterexample { return write(lasso, to: options.out, explorer: checker.explorer, output: output) }
        return 0
    }

    /// Writes a lasso's log to `out`, if given; 1 (a property broke), or 2 when the log cannot be written.
    static func write(_ lasso: Lasso<ExampleApp>, to out: String?, explorer: Explorer<ExampleApp>, output: some ShellOutput) -> Int32 {
        write(lasso.failure, "the lasso's log (prefix, then one turn of the cycle)", to: out, explorer: explorer, output: output)
    }

    /// Writes the log of `failure` (`what` it is) to `out`, if given; 1 (a property broke), or 2 when the log cannot be written.
    static func write(
        _ failure: ExploreFailure<ExampleApp>, _ what: String, to out: String?, explorer: Explorer<ExampleApp>, output: some ShellOutput
    ) -> Int32 {
        guard let out else { return 1 }
        do {
            try failure.writeLog(to: URL(fileURLWithPath: out), explorer: explorer)
        } catch {
            output.error("cannot write \(out): \(error)")
            return 2
        }
        output.write("\(what): \(out) (reel-demo replay \(out), reel-demo inspect \(out))\n")
        return 1
    }

    /// The most memory this process held at once (its peak resident set), in MB.
    static func peakMegabytes() -> Double {
        var usage = rusage()
        #if canImport(Darwin)
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
            return Double(usage.ru_maxrss) / 1_048_576  // bytes on Apple platforms
        #else
            guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }  // Glibc imports the enum as a type
            return Double(usage.ru_maxrss) / 1_024  // kilobytes on Linux
        #endif
    }
}
