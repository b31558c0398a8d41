import ReelExampleApp
import ReelExampleExplore
import Foundation
import Reel
import ReelShell
import ReelTesting

/// `reel-demo explore`: explores the example app and reports the first broken invariant, shrunk;
/// `reel-demo explore merge`: the shards' reports as the one report of the whole exploration.
///
/// Sessions run in child processes (this program again, which takes its job at the same
/// `explore` call), as many at once as `--jobs` says, so that a trap in a scene is reported and
/// shrunk like any broken rule.
enum DemoExplore {
    /// Explores; 0 when every property held, 1 when one broke (2 when exploring or writing the log
    /// or the report failed).
    static func run(_ options: DemoOptions.ExploreOptions, output: some ShellOutput) -> Int32 {
        var explorer = AppExplorer.make()
        explorer.isolation = .childProcesses
        if let jobs = options.jobs { explorer.concurrentRuns = jobs }
        if let build = options.build { explorer.build = build }
        if let runTimeout = options.runTimeout { explorer.runTimeout = runTimeout }
        let started = ContinuousClock.now
        var lastReport = started
        // Progress goes to standard error, so that standard output is the same on every run.
        let report = explorer.explore(runs: options.runs, steps: options.steps, seed: options.seed, shard: options.shard) { progress in
            let now = ContinuousClock.now
            guard now - lastReport >= .seconds(1) || progress.runs == options.runs else { return }
            lastReport = now
            let seconds = max(1e-9, (now - started) / .seconds(1))
            let rate = Int(Double(progress.messages) / seconds)
            FileHandle.standardError.write(Data("explore: \(progress.runs)/\(options.runs) runs, \(rate) steps/s\n".utf8))
        }
        if let path = options.report {
            do {
                try report.encodedJSON().write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                output.error("cannot write \(path): \(error)")
                return 2
            }
        }
        return show(report, explorer: explorer, out: options.out, output: output)
    }

    /// Merges the shards' reports at `paths` and shows the whole exploration's report as
    /// `explore` would have shown it on one machine; 0, 1 or 2 as `explore` (2 also for a report
    /// that cannot be read or merged). Given an exhaustive check's shards, ``DemoCheck/merge(_:scene:build:out:output:)``.
    static func merge(_ paths: [String], out: String?, scene: String?, build: String?, output: some ShellOutput) -> Int32 {
        if let first = paths.first, let data = FileManager.default.contents(atPath: first), CheckShardResult.isShardFile(data) {
            return DemoCheck.merge(paths, scene: scene, build: build, out: out, output: output)
        }
        guard scene == nil else {
            output.error("merge --scene goes with the shards of an exhaustive check (explore --exhaustive --shard)")
            return 2
        }
        var reports: [ExploreReport<ExampleApp>] = []
        for path in paths {
            do {
                guard let data = FileManager.default.contents(atPath: path) else {
                    output.error("\(path): cannot be read")
                    return 2
                }
                reports.append(try ExploreReport<ExampleApp>(json: data))
            } catch {
                output.error("\(path): \(error)")
                return 2
            }
        }
        let merged: ExploreReport<ExampleApp>
        do {
            merged = try ExploreReport.merging(reports)
        } catch {
            output.error("cannot merge: \(error)")
            return 2
        }
        var explorer = AppExplorer.make()
        explorer.isolation = .childProcesses
        return show(merged, explorer: explorer, out: out, output: output)
    }

    /// Prints a report, and its failure as a test to paste; writes the failure's log to `out`.
    private static func show(_ report: ExploreReport<ExampleApp>, explorer: Explorer<ExampleApp>, out: String?, output: some ShellOutput) -> Int32 {
        if let problem = report.problem {
            output.error("cannot explore: \(problem)")
            return 2
        }
        output.write("\(report)\n")
        guard let failure = report.failure else { return 0 }
        output.write("\nas a regression test (with `explorer` = AppExplorer.make()):\n\(failure.testerSource())\n")
        if let out {
            do {
                try failure.writeLog(to: URL(fileURLWithPath: out), explorer: explorer)
                output.write("the shrunk session's log: \(out) (reel-demo replay \(out))\n")
            } catch {
                output.error("cannot write \(out): \(error)")
                return 2
            }
        }
        return 1
    }
}
