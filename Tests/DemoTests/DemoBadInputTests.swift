import Foundation
import Reel
import ReelTesting
import Testing

@Suite("reel-demo, bad input")
struct DemoBadInputTests {
    /// Runs `prefix`, then the bad bytes as one line, then `first Ada`; returns the run.
    private func runWith(badLine: [UInt8]) throws -> DemoProcess.Result {
        var input = Data("first Bo\n".utf8)
        input.append(contentsOf: badLine)
        input.append(contentsOf: Array("\nlast Ng\n".utf8))
        return try DemoProcess.run(input: input)
    }

    @Test("given each kind of bad line, when piped, then it gets one line naming the problem and the shell goes on")
    func eachBadLine() throws {
        let cases: [([UInt8], String)] = [
            (Array("frist Ada".utf8), "error: unknown command 'frist' (did you mean 'first'?); :help lists the commands"),
            (Array("first".utf8), "error: 'first' needs NAME (usage: first NAME)"),
            (Array("login now".utf8), "error: too many arguments for 'login': 'now'"),
            ([UInt8](repeating: 0x61, count: 1_048_576), "error: line too long: 1048576 bytes (the limit is 4096)"),
            ([0x66, 0x69, 0xC3, 0x28], "error: the line is not valid UTF-8"),
            (Array("first \u{1B}[2J".utf8), "error: the line contains a control character (U+001B)"),
            (Array(":wat".utf8), "error: unknown shell command ':wat' (did you mean ':wait'?); :help lists them"),
        ]
        for (line, message) in cases {
            let result = try runWith(badLine: line)
            #expect(result.status == 0)
            #expect(result.errors == [message])
            #expect(result.headers == ["start", "first Bo", "last Ng"], "the bad line printed no frame")
            #expect(result.frame(after: "last Ng")?.contains("Bo") == true, "the model was not changed by the bad line")
        }
    }

    @Test("given random bytes, when piped, then the shell never crashes and ends with status 0")
    func randomBytes() throws {
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<4 {
            let bytes = (0..<4_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let result = try DemoProcess.run(input: Data(bytes))
            #expect(result.status == 0)
            #expect(result.headers.first == "start")
            #expect(result.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("error: ") })
        }
    }
}
