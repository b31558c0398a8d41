import Foundation
import Reel
import ReelShell
import Testing

/// Runs the shell over `lines` as a person typing them (stdin a terminal, stdout not): real time,
/// and frames printed as piped.
private func runTyped(_ lines: [String], settleTimeout: Duration = .seconds(10)) -> (Int32, CapturedOutput) {
    var options = Shell<Notes>.Options()
    options.frameSize = FrameSize(width: 30, height: 3)
    options.interactive = true
    options.settleTimeout = settleTimeout
    let output = CapturedOutput()
    let shell = Shell<Notes>(input: (), options: options, output: output) { Services(timers: $0) }
    let status = shell.run(lines.map { InputLines.Line.bytes(Array($0.utf8)) })
    return (status, output)
}

@Suite("Shell, typed at a terminal with output redirected")
struct ShellInteractiveTests {
    @Test("given typed lines, when they settle on real timers, then each frame is printed plainly under its header")
    func typedLinesPrintSettledFrames() {
        let (status, output) = runTyped(["add milk"])
        #expect(status == 0)
        #expect(output.errors == [])
        // The 300 ms debounce ran on a real timer, and the shell waited for it before printing.
        #expect(output.text == "== start\nNotes (0, 0 saved)\n\n\n== add milk\nNotes (1, 1 saved)\n1. milk\n\n")
        #expect(!output.text.contains("\u{1B}"))
    }

    @Test("given a failing built-in, when typed, then it is reported and the session goes on")
    func failedBuiltinDoesNotStop() throws {
        let garbage = FileManager.default.temporaryDirectory.appendingPathComponent("reel-typed-\(UUID().uuidString).log").path
        try Data([0xFF, 0x00]).write(to: URL(fileURLWithPath: garbage))
        defer { try? FileManager.default.removeItem(atPath: garbage) }
        let (status, output) = runTyped([":record /nonexistent-reel-folder/x.log", ":replay \(garbage)", "open 1"])
        #expect(status == 0)
        #expect(output.errors.count == 2)
        #expect(output.errors.first?.hasPrefix("cannot record to /nonexistent-reel-folder/x.log") == true)
        #expect(output.errors.last?.hasPrefix("cannot replay \(garbage)") == true)
        #expect(output.text.hasSuffix("== open 1\nNotes (0, 0 saved)\n\n\n"))
    }

    @Test("given a settle timeout shorter than the app's timer, when a line starts it, then the shell says so and goes on")
    func settleTimeoutIsReported() {
        let (status, output) = runTyped(["add a"], settleTimeout: .milliseconds(20))
        #expect(status == 0)
        #expect(output.errors == [
            "the app did not settle within 0.02 seconds (1 commands in flight); going on",
            "the app did not settle within 0.02 seconds before leaving; its last steps may be missing",
        ])
        #expect(output.text.hasSuffix("== add a\nNotes (1, 0 saved)\n1. a\n\n"))
    }

    @Test("given :wait, when typed, then that much real time passes before the frame is printed")
    func waitLetsRealTimePass() {
        let clock = ContinuousClock()
        let started = clock.now
        let (_, output) = runTyped([":wait 50ms"])
        #expect(clock.now - started >= .milliseconds(50))
        #expect(output.text.hasSuffix("== :wait 50ms\nNotes (0, 0 saved)\n\n\n"))
    }
}
