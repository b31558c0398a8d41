import Foundation
import Testing

/// `reel-demo explore --exhaustive`: a screen of the app checked to a bound, end to end.
@Suite("reel-demo explore --exhaustive")
struct DemoCheckTests {
    @Test("given the notes screen, when checked to depth 3, then every rule holds, the counts are printed and the output is the same on a second run")
    func aCleanScreenIsChecked() throws {
        let arguments = ["explore", "--exhaustive", "--scene", "notes", "--depth", "3"]
        let first = try DemoProcess.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        let lines = first.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "20 distinct states, 34 transitions, depth 3")
        #expect(lines.dropFirst().first?.hasPrefix("holds to depth 3: every property, in every state within 3 decisions; not beyond") == true)
        #expect(first.stdout.contains("covered: 3 user actions"))
        #expect(first.stdout.contains("not covered: sessions longer than 3 decisions"))
        #expect(first.stdout.contains("once the world settles: every command is answered or cancelled once the world settles"))
        #expect(first.stdout.contains("memory: 20 fingerprints, 160 bytes"))
        #expect(first.stderr.hasPrefix("check: ") && first.stderr.contains(" states/s"))
        let second = try DemoProcess.run(arguments)
        #expect(second.stdout == first.stdout)
    }

    @Test("given bad input, when checking, then one line names the problem and the exit status is 2", arguments: [
        (["--exhaustive"], "error: --exhaustive needs --scene ROUTE, such as search"),
        (["--exhaustive", "--scene", "search", "--depth", "0"], "error: --depth needs a whole number from 1 to 50"),
        (["--exhaustive", "--scene", "search", "--depth", "many"], "error: --depth needs a whole number from 1 to 50"),
        (["--scene", "search"], "error: --scene, --depth and --never go with explore --exhaustive"),
        (["--exhaustive", "--scene", "nowhere"], "error: --scene nowhere: "),
    ])
    func badInput(arguments: [String], message: String) throws {
        let result = try DemoProcess.run(["explore"] + arguments)
        #expect(result.status == 2)
        #expect(result.errors.first?.hasPrefix(message) == true, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
