import ReelExampleApp
import Foundation
import ReelShell
import ReelTesting

extension DemoCheck {
    /// Checks shard `options.shard` of the check and writes its result to `--report`; 0 when no
    /// property broke in the shard's part, 1 when one did, 2 when the file cannot be written.
    static func runShard(_ checker: ExhaustiveChecker<ExampleApp>, depth: Int, _ options: DemoOptions.ExploreOptions, output: some ShellOutput) -> Int32 {
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
    /// every property held, 1 when one broke, 2 when a file cannot be read or the shards do not merge.
    static func merge(_ paths: [String], output: some ShellOutput) -> Int32 {
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
        do throws(CheckShardError) {
            let report = try CheckShardResult.merging(shards)
            output.write("\(report)\n")
            return report.counterexample == nil ? 0 : 1
        } catch {
            output.error("\(error)")
            return 2
        }
    }
}
