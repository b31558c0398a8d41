import ReelExampleApp
import ReelExampleExplore
import Foundation
import ReelShell
import ReelTesting

extension DemoCheck {
    /// Checks shard `options.shard` of the check and writes its result to `--report`; 0 when no
    /// property broke in the shard's part, 1 when one did, 2 when the file cannot be written. The
    /// file names the liveness properties, which the merge checks (``merge(_:scene:build:out:output:)``).
    static func runShard(_ checker: ExhaustiveChecker<ExampleApp>, depth: Int, _ options: DemoOptions.ExploreOptions, output: some ShellOutput) -> Int32 {
        var checker = checker
        checker.liveness = AppChecker.liveness
        guard let path = options.report else {
            output.error("explore --exhaustive --shard needs --report FILE, where the shard's result is written for explore merge")
            return 2
        }
        let result = checker.check(depth: depth, shard: options.shard)
        do {
            try result.data.write(to: URL(fileURLWithPath: path))
        } catch {
            output.error("cannot write \(path): \(error)")
            return 2
        }
        let split = result.split.map { "split at depth \($0)" } ?? "no split (the search ended first)"
        output.write("shard \(result.shard): \(result.fingerprints.count) states reached, \(split); its result: \(path) (reel-demo explore merge)\n")
        if let counterexample = result.counterexample {
            output.write("broken: \(counterexample.property), after \(counterexample.steps.count) decisions\n")
            return 1
        }
        return 0
    }

    /// Merges the exhaustive check's shards at `paths` and shows what one machine finds: 0 when
    /// every property held, 1 when one broke, 2 when a file cannot be read or the shards do not merge
    /// (nor with the checker of `scene`). With `scene` (the route the shards checked, and their `build`), the liveness properties are
    /// checked here after the merge, as one machine checks them, and a lasso's log is written to `out`.
    static func merge(_ paths: [String], scene: String?, build: String?, out: String?, output: some ShellOutput) -> Int32 {
        var shards: [CheckShardResult] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                output.error("\(path): cannot be read")
                return 2
            }
            do throws(CheckShardError) {
                shards.append(try CheckShardResult(data: data))
            } catch {
                output.error("\(path): \(error)")
                return 2
            }
        }
        var report: CheckMergedReport
        do throws(CheckShardError) {
            report = try CheckShardResult.merging(shards)
        } catch {
            output.error("\(error)")
            return 2
        }
        guard let scene else {
            output.write("\(report)\n")
            if report.liveness != nil { output.write("(explore merge --scene ROUTE checks liveness here, after the merge)\n") }
            return report.counterexample == nil ? 0 : 1
        }
        if let refusal = AppChecker.refusal(route: scene) {
            output.error("--scene \(scene): \(refusal)")
            return 2
        }
        var checker = AppChecker.make(route: scene)
        if let build { checker.explorer.build = build }
        checker.liveness = AppChecker.liveness
        let liveness: LivenessReport<ExampleApp>
        do throws(CheckShardError) {
            liveness = try checker.checkLiveness(of: &report)
        } catch {
            output.error("--scene \(scene): \(error)")
            return 2
        }
        output.write("\(report)\n")
        if report.counterexample != nil { return 1 }
        guard let lasso = liveness.counterexample else { return 0 }
        return DemoCheck.write(lasso, to: out, explorer: checker.explorer, output: output)
    }
}
