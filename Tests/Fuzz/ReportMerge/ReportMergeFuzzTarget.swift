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

/// libFuzzer's set-up hook. With `REEL_FUZZ_SEEDS=FOLDER`, writes the seed corpus there (the
/// reports of explorations split in shards, one input each, shards joined by a NUL byte) and
/// exits: the seeds always match today's scene and report layout.
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
    exit(0)
}

/// libFuzzer's entry point: reads the reports an input holds (split at NUL bytes) and merges
/// those it reads; it must never crash or hang, and a merge must be a report that reads back.
@_cdecl("LLVMFuzzerTestOneInput")
public func reportMergeFuzzTest(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Data(bytes: start, count: count)
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
