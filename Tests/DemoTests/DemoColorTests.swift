import Foundation
import Testing

@Suite("reel-demo, --color")
struct DemoColorTests {
    /// The reversed selection, as piped `--color always` writes it.
    private let reverse = "\u{1B}[7m"

    @Test("given --color always, when piped, then the frames carry SGR codes: the selection reversed, the title bold, every line ending plain")
    func alwaysPiped() throws {
        let run = try DemoProcess.run(["--scene", "search", "--color", "always"], script: ["type med"])
        let frame = try #require(run.frame(after: "type med"))
        let selected = try #require(frame.split(separator: "\n").first { $0.contains("> ") })
        #expect(selected.hasPrefix("  \(reverse)> "), "the selected row starts reversed: \(selected.debugDescription)")
        #expect(frame.contains("\u{1B}[1mDomain search\u{1B}[m"))
        let lastCodes = frame.split(separator: "\n").compactMap { line in
            line.ranges(of: /\u{1B}\[[0-9;]*m/).last.map { String(line[$0]) }
        }
        #expect(!lastCodes.isEmpty && lastCodes.allSatisfy { $0 == "\u{1B}[m" }, "each line's last code is a reset")
        let plain = try DemoProcess.run(["--scene", "search"], script: ["type med"])
        #expect(frame.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
                == plain.frame(after: "type med"), "without its codes, the same text as plain output")
    }

    @Test("given the default, auto with NO_COLOR, or never, when piped, then no escape code is printed")
    func plainPiped() throws {
        for arguments in [[], ["--color", "auto"], ["--color", "never"]] {
            let run = try DemoProcess.run(["--scene", "search"] + arguments, script: ["type med"], environment: ["NO_COLOR": "1"])
            #expect(run.status == 0)
            #expect(!run.stdout.contains("\u{1B}"), "\(arguments)")
        }
        #expect(try !DemoProcess.run(["--scene", "search"], script: ["type med"]).stdout.contains("\u{1B}"))
    }

    @Test("given a bad --color value, when run, then one line says so and the exit status is 2")
    func badValue() throws {
        for arguments in [["--color", "sometimes"], ["--color"]] {
            let run = try DemoProcess.run(arguments)
            #expect(run.status == 2)
            #expect(run.errors.first == "error: --color needs always, never or auto")
        }
    }

    @Test("given a terminal, when run by default, then styles are drawn; with NO_COLOR set or --color never, none are")
    func terminal() throws {
        let steps: [[Any]] = [["wait", "Sign in"], ["send", TerminalSession.ctrlD], ["exit"]]
        // NO_COLOR emptied: whatever runs the tests may set it, and empty means unset.
        let styled = try TerminalSession.run(environment: ["NO_COLOR": ""], steps)
        let noColor = try TerminalSession.run(environment: ["NO_COLOR": "1"], steps)
        let never = try TerminalSession.run(arguments: ["--color", "never"], steps)
        #expect(styled.sgr > 0)
        #expect(noColor.sgr == 0)
        #expect(never.sgr == 0)
        #expect(noColor.final == styled.final && never.final == styled.final, "the same text either way")
        #expect(styled.restoredTerminal && noColor.restoredTerminal)
    }
}
