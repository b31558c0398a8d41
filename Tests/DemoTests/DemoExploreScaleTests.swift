import Foundation
import Testing

/// `reel-demo explore` on every core and across machines: the output is the same for any
/// number of jobs, and the shards' reports merge into the one-machine report, byte for byte.
@Suite("reel-demo explore at scale")
struct DemoExploreScaleTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-shards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("given one seed, when explored with one job and with three, then standard output is the same")
    func jobsGiveTheSameOutput() throws {
        let one = try DemoProcess.run(["explore", "--runs", "40", "--seed", "3", "--jobs", "1"], timeout: 300)
        let three = try DemoProcess.run(["explore", "--runs", "40", "--seed", "3", "--jobs", "3"], timeout: 300)
        #expect(one.status == 0, "\(one.stdout)\(one.stderr)")
        #expect(three.status == one.status)
        #expect(three.stdout == one.stdout)
    }

    @Test("given an exploration split in 4 shards, when each writes its report and they are merged, then the merge prints the one-machine report byte for byte")
    func shardsMergeIntoTheWholeReport() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = try DemoProcess.run(["explore", "--runs", "40", "--seed", "5"], timeout: 300)
        var reports: [String] = []
        for index in 1...4 {
            let path = folder.appendingPathComponent("shard-\(index).json").path
            let shard = try DemoProcess.run(
                ["explore", "--runs", "40", "--seed", "5", "--shard", "\(index)/4", "--report", path], timeout: 300)
            #expect(shard.status == whole.status)
            #expect(shard.stdout.hasPrefix("shard \(index)/4 of 40 runs: explored 10 sessions and "), "\(shard.stdout)")
            reports.append(path)
        }
        let merged = try DemoProcess.run(["explore", "merge"] + reports.reversed(), timeout: 300)
        #expect(merged.status == whole.status)
        #expect(Array(merged.stdout.utf8) == Array(whole.stdout.utf8))
        #expect(whole.stdout.hasPrefix("explored 40 sessions and "))
    }

    @Test("given reports that do not make one exploration, when merged, then one line names the problem and the exit status is 2")
    func badMerges() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func report(_ seed: Int, _ shard: String) throws -> String {
            let path = folder.appendingPathComponent("seed-\(seed)-\(shard.replacingOccurrences(of: "/", with: "-")).json").path
            _ = try DemoProcess.run(["explore", "--runs", "4", "--steps", "10", "--seed", "\(seed)", "--shard", shard, "--report", path], timeout: 300)
            return path
        }
        let (first, second, otherSeed) = (try report(1, "1/2"), try report(1, "2/2"), try report(2, "2/2"))
        let notAReport = folder.appendingPathComponent("notes.json").path
        try Data(#"{"notes": []}"#.utf8).write(to: URL(fileURLWithPath: notAReport))
        let cases: [([String], String)] = [
            ([first], "error: cannot merge: no report of shard 2/2"),
            ([first, first], "error: cannot merge: two reports of shard 1/2"),
            ([first, otherSeed], "error: cannot merge: reports of different explorations: seed 1 and seed 2"),
            ([first, notAReport], "error: \(notAReport): not a readable exploration report: not an exploration report"),
            ([first, folder.appendingPathComponent("missing.json").path], "error: \(folder.path)/missing.json: cannot be read"),
        ]
        for (reports, message) in cases {
            let result = try DemoProcess.run(["explore", "merge"] + reports, timeout: 300)
            #expect(result.status == 2)
            #expect(result.errors == [message])
        }
        let merged = try DemoProcess.run(["explore", "merge", second, first], timeout: 300)
        #expect(merged.status == 0 && merged.stdout.hasPrefix("explored 4 sessions and "), "\(merged.stdout)\(merged.stderr)")
    }

    @Test("given bad scale options, then one line names the problem and the exit status is 2")
    func badOptions() throws {
        let cases: [([String], String)] = [
            (["explore", "--jobs", "0"], "error: --jobs needs a whole number of at least 1"),
            (["explore", "--shard", "5/4"], "error: --shard needs I/N, shard I of N with 1 ≤ I ≤ N, such as 2/4"),
            (["explore", "--shard", "two"], "error: --shard needs I/N, shard I of N with 1 ≤ I ≤ N, such as 2/4"),
            (["explore", "--report"], "error: --report needs a FILE"),
            (["explore", "merge"], "error: explore merge needs the REPORT files of the shards"),
            (["explore", "merge", "a.json", "--wat"], "error: unknown merge option '--wat'"),
        ]
        for (arguments, message) in cases {
            let result = try DemoProcess.run(arguments)
            #expect(result.status == 2)
            #expect(result.errors.first == message)
        }
    }
}
