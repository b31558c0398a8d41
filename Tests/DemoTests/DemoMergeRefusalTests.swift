import Foundation
import Testing

/// `reel-demo explore merge` on reports no exploration could have written, or of other builds:
/// one line names the problem, exit status 2, never a trap, a hang or an all-clear.
@Suite("reel-demo explore merge refusals")
struct DemoMergeRefusalTests {
    @Test("given a corrupt report or shards of two builds, when merged, then one line names the problem and the exit status is 2")
    func corruptReportsAndOtherBuilds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-refusals-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func report(_ shard: String, build: String) throws -> String {
            let path = folder.appendingPathComponent("\(build)-\(shard.replacingOccurrences(of: "/", with: "-")).json").path
            let result = try DemoProcess.run(
                ["explore", "--runs", "4", "--steps", "10", "--seed", "1", "--shard", shard, "--report", path, "--build", build],
                timeout: 300)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            return path
        }
        let (first, second, otherBuild) = (try report("1/2", build: "abc"), try report("2/2", build: "abc"), try report("2/2", build: "def"))
        /// `first` with `old` replaced by `new`, in a file of its own.
        func edited(_ old: String, _ new: String) throws -> String {
            let text = try String(contentsOfFile: first, encoding: .utf8)
            #expect(text.contains(old), "\(old) in \(text)")
            let path = folder.appendingPathComponent("edited-\(UUID().uuidString).json").path
            try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let zeroShards = try edited(#""shard":{"count":2,"index":1}"#, #""shard":{"count":0,"index":1}"#)
        let negativeRuns = try edited(#""runs":4,"seed""#, #""runs":-4,"seed""#)
        let manyShards = try edited(#""shard":{"count":2,"index":1}"#, #""shard":{"count":9223372036854775807,"index":1}"#)
        let cases: [([String], String)] = [
            ([first, otherBuild], #"error: cannot merge: reports of different explorations: build "abc" and build "def""#),
            ([zeroShards, second], "error: \(zeroShards): not a readable exploration report: exploration.shard: shard 1/0 is not I/N with 1 ≤ I ≤ N"),
            ([negativeRuns, second], "error: \(negativeRuns): not a readable exploration report: -4 runs"),
            ([manyShards], "error: \(manyShards): not a readable exploration report: 2 runs counted, but shard 1/9223372036854775807 of 4 runs takes 1"),
        ]
        for (reports, message) in cases {
            let result = try DemoProcess.run(["explore", "merge"] + reports, timeout: 60)
            #expect(result.status == 2)
            #expect(result.errors == [message])
        }
        let merged = try DemoProcess.run(["explore", "merge", second, first], timeout: 300)
        #expect(merged.status == 0, "\(merged.stdout)\(merged.stderr)")
    }

    @Test("given bad build or deadline options, then one line names the problem and the exit status is 2")
    func badOptions() throws {
        let cases: [([String], String)] = [
            (["explore", "--build"], "error: --build needs a NAME"),
            (["explore", "--run-timeout", "0"], "error: --run-timeout needs a number of seconds from 0.001 to 86400"),
            (["explore", "--run-timeout", "soon"], "error: --run-timeout needs a number of seconds from 0.001 to 86400"),
        ]
        for (arguments, message) in cases {
            let result = try DemoProcess.run(arguments)
            #expect(result.status == 2)
            #expect(result.errors.first == message)
        }
    }
}
