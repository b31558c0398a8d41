import ReelExampleApp
import ReelExampleExplore
import Foundation
import Reel
import ReelShell
import ReelTesting

/// `reel-demo explore`: explores the example app and reports the first broken invariant, shrunk.
///
/// Sessions run in child processes (this program again, which takes its job at the same
/// `explore` call), so that a trap in a scene is reported and shrunk like any broken rule.
enum DemoExplore {
    /// Explores; 0 when every property held, 1 when one broke (2 when exploring or writing the log
    /// failed).
    static func run(_ options: DemoOptions.ExploreOptions, output: some ShellOutput) -> Int32 {
        var explorer = AppExplorer.make()
        explorer.isolation = .childProcesses
        let started = ContinuousClock.now
        var lastReport = started
        // Progress goes to standard error, so that standard output is the same on every run.
        let report = explorer.explore(runs: options.runs, steps: options.steps, seed: options.seed) { progress in
            let now = ContinuousClock.now
            guard now - lastReport >= .seconds(1) || progress.runs == options.runs else { return }
            lastReport = now
            let seconds = max(1e-9, (now - started) / .seconds(1))
            let rate = Int(Double(progress.messages) / seconds)
            FileHandle.standardError.write(Data("explore: \(progress.runs)/\(options.runs) runs, \(rate) steps/s\n".utf8))
        }
        if let problem = report.problem {
            output.error("cannot explore: \(problem)")
            return 2
        }
        output.write("\(report)\n")
        guard let failure = report.failure else { return 0 }
        output.write("\nas a regression test (with `explorer` = AppExplorer.make()):\n\(failure.testerSource())\n")
        if let out = options.out {
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
