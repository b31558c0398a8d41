import Foundation
import Reel
import ReelLog
import ReelTesting

/// The explorer whose reports the seeds are: in this process, a property that an infinite
/// reading or a few taps break.
private func explorer() -> Explorer<ReportFuzzScene> {
    var explorer = Explorer(ReportFuzzScene.self, input: (), properties: [.model("below 4") { $0 < 4 }])
    explorer.concurrentRuns = 1
    explorer.build = "fuzz"
    return explorer
}

/// The exhaustive checker whose shards' files are seeds too, with a liveness property for their headers to name.
private func checker() -> ExhaustiveChecker<ReportFuzzScene> {
    var checker = ExhaustiveChecker(explorer())
    checker.liveness = [.loadingEnds("settles below 3") { $0 >= 3 }]
    return checker
}

/// libFuzzer's set-up hook. With `REEL_FUZZ_SEEDS=FOLDER`, writes the seed corpus there (the
/// reports of explorations split in shards, one input each, shards joined by a NUL byte; and the
/// files of an exhaustive check's shards, one an input) and exits: the seeds always match today's
/// scene and layouts.
@_cdecl("LLVMFuzzerInitialize")
public func reportMergeFuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    guard let folder = ProcessInfo.processInfo.environment["REEL_FUZZ_SEEDS"] else { return 0 }
    for (seed, runs, count) in [(1 as UInt64, 6, 1), (2, 6, 2), (3, 9, 3), (4, 4, 2), (5, 3, 1)] {
        let reports = (1...count).compactMap { index in
            try? explorer().explore(runs: runs, steps: 8, seed: seed, shard: ExploreShard(index: index, count: count)!).encodedJSON()
        }
        let input = reports.dropFirst().reduce(reports[0]) { $0 + Data([0]) + $1 }
        _ = FileManager.default.createFile(atPath: "\(folder)/seed-\(seed)-\(count)-shards", contents: input)
    }
    // A check that holds (one shard of one, and one of two that split) and one that breaks "below 4".
    for (depth, index, count) in [(3, 1, 1), (3, 1, 2), (3, 2, 2), (5, 1, 1)] {
        let shard = checker().check(depth: depth, shard: ExploreShard(index: index, count: count)!)
        _ = FileManager.default.createFile(atPath: "\(folder)/check-\(depth)-\(index)-of-\(count)", contents: shard.data)
    }
    exit(0)
}

/// libFuzzer's entry point: reads the reports an input holds (split at NUL bytes) and merges
/// those it reads; it must never crash or hang, and a merge must be a report that reads back.
/// An input that starts as a shard of an exhaustive check is read as one (see `checkShard(_:)`).
@_cdecl("LLVMFuzzerTestOneInput")
public func reportMergeFuzzTest(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Data(bytes: start, count: count)
    if CheckShardResult.isShardFile(input) { return checkShard(input) }
    var reports: [ExploreReport<ReportFuzzScene>] = []
    for part in input.split(separator: 0, omittingEmptySubsequences: false).prefix(8) {
        do {
            reports.append(try ExploreReport<ReportFuzzScene>(json: Data(part)))
        } catch {
            precondition(!error.description.contains("\n"), "an error of more than one line: \(error)")
        }
    }
    for report in reports { _ = report.description }
    guard let merged = try? ExploreReport.merging(reports) else { return 0 }
    _ = merged.description
    guard let json = try? merged.encodedJSON(), let again = try? ExploreReport<ReportFuzzScene>(json: json) else {
        preconditionFailure("a merged report that does not read back")
    }
    precondition(again.description == merged.description, "a merged report that reads back otherwise")
    return 0
}

/// Reads an exhaustive check's shard file (its states are binary, so it is a whole input): a
/// refusal is one line; a shard read writes the same file again, and merges alone (one of one) or
/// is refused in one line (shards missing); checking liveness after the merge is done or refused in one line.
private func checkShard(_ input: Data) -> CInt {
    let shard: CheckShardResult
    do throws(CheckShardError) {
        shard = try CheckShardResult(data: input)
    } catch {
        precondition(!error.description.contains("\n"), "an error of more than one line: \(error)")
        return 0
    }
    precondition((try? CheckShardResult(data: shard.data)) == shard, "a shard that does not read back as itself")
    do throws(CheckShardError) {
        var merged = try CheckShardResult.merging([shard])
        _ = merged.description
        if merged.distinctStates < 1_000 { _ = try checker().checkLiveness(of: &merged) }
    } catch {
        precondition(!error.description.contains("\n"), "an error of more than one line: \(error)")
    }
    return 0
}
