import Foundation
import Testing

@Suite("reel-demo explore")
struct DemoExploreTests {
    @Test("given the example app, when explored twice with one seed, then every invariant holds and the output is the same")
    func exploreHoldsAndRepeats() throws {
        let first = try DemoProcess.run(["explore", "--runs", "30", "--steps", "60", "--seed", "1"], timeout: 300)
        let second = try DemoProcess.run(["explore", "--runs", "30", "--steps", "60", "--seed", "1"], timeout: 300)
        #expect(first.status == 0, "\(first.stdout)")
        #expect(first.stdout.hasPrefix("explored 30 sessions and "))
        #expect(first.stdout.contains(" completion orders ("))
        #expect(first.stdout.hasSuffix("seed 1: every property held\n"))
        #expect(first.stdout == second.stdout)
        #expect(first.stderr.contains("explore: 30/30 runs"))
    }

    @Test("given bad explore options, then one line names the problem and the exit status is 2")
    func badOptions() throws {
        let cases: [([String], String)] = [
            (["explore", "--runs", "0"], "error: --runs needs a whole number of at least 1"),
            (["explore", "--seed", "-3"], "error: --seed needs a whole number of at least 0"),
            (["explore", "--steps", "0"], "error: --steps needs a whole number of at least 1"),
            (["explore", "--out"], "error: --out needs a FILE"),
            (["explore", "--out", "--runs"], "error: --out needs a FILE"),
            (["explore", "--wat"], "error: unknown explore option '--wat'"),
        ]
        for (arguments, message) in cases {
            let result = try DemoProcess.run(arguments)
            #expect(result.status == 2)
            #expect(result.errors.first == message)
        }
    }
}
