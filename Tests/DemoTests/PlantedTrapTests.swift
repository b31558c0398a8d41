import Foundation
import Testing

@Suite("exploring in child processes")
struct PlantedTrapTests {
    @Test("given a trap planted in render, when explored in child processes, then it is found with its seed and shrunk, and the explorer carries on")
    func aTrapInRenderIsFoundAndShrunk() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("planted-trap-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        let result = try DemoProcess.run(["--runs", "100", "--seed", "1", "--out", log.path], timeout: 300, program: "reel-planted-trap")
        // Exit 1 is the explorer reporting a failure; a crash of the explorer would be a signal.
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "property failed: update and render never trap")
        #expect(lines.dropFirst().first?.contains("Fatal error: Index out of range") == true)
        let summary = try #require(lines.first { $0.hasPrefix("seed 1, run ") })
        let messages = try #require(Int(summary.split(separator: "(").last!.split(separator: " ").first!))
        #expect(messages <= 5, "\(summary)")
        #expect(result.stdout.contains("await #expect(processExitsWith: .success)"))
        // The log holds the steps before the one that trapped: a header and `messages - 1` steps.
        let logLines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(logLines.count == messages)
        print("planted trap: \(summary)")
    }

    @Test("given a trap found in a few runs, when explored by one child and by three at once, then the report is the same: the trap ends one child, not the others")
    func aTrapInOneChildLeavesTheOthers() throws {
        let one = try DemoProcess.run(["--runs", "100", "--seed", "2", "--jobs", "1"], timeout: 300, program: "reel-planted-trap")
        let three = try DemoProcess.run(["--runs", "100", "--seed", "2", "--jobs", "3"], timeout: 300, program: "reel-planted-trap")
        #expect(one.status == 1, "\(one.stdout)\(one.stderr)")
        #expect(one.stdout.hasPrefix("property failed: update and render never trap"))
        #expect(three.status == 1)
        #expect(three.stdout == one.stdout)
    }

    @Test("given a seed, when the trap is explored twice, then the report is the same")
    func theSameSeedGivesTheSameTrapReport() throws {
        let first = try DemoProcess.run(["--runs", "100", "--seed", "3"], timeout: 300, program: "reel-planted-trap")
        let second = try DemoProcess.run(["--runs", "100", "--seed", "3"], timeout: 300, program: "reel-planted-trap")
        #expect(first.status == 1)
        #expect(first.stdout == second.stdout)
    }
}
