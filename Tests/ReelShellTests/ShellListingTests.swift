import Foundation
import Reel
import ReelShell
import Testing

/// Runs the shell piped over `lines` at 30×3.
private func runPiped(_ lines: [String]) -> (Int32, CapturedOutput) {
    var options = Shell<Notes>.Options()
    options.frameSize = FrameSize(width: 30, height: 3)
    let output = CapturedOutput()
    let shell = Shell<Notes>(input: (), options: options, output: output) { Services(timers: $0) }
    return (shell.run(lines.map { InputLines.Line.bytes(Array($0.utf8)) }), output)
}

/// An output that leaves warnings to the protocol's default.
private final class ErrorsOnly: ShellOutput {
    let errors = Locked<[String]>([])
    func write(_ text: String) {}
    func error(_ message: String) { errors.withLock { $0.append(message) } }
}

@Suite("Shell, listings and recording built-ins")
struct ShellListingTests {
    @Test("given no steps and then two, when :log, then it says so and then lists the last steps with their commands")
    func logListsSteps() {
        let (status, output) = runPiped([":log", "add a", "open 1", ":log 2"])
        #expect(status == 0)
        #expect(output.text.contains("== start\nNotes (0, 0 saved)\n\n\nno steps yet\n"))
        let listed = output.text.split(separator: "\n").suffix(2).map(String.init)
        #expect(listed.first?.hasPrefix("2  saveTimerFired  →  ") == true)
        #expect(listed.last?.hasPrefix("3  noteOpened(1)  →  ") == true)
    }

    @Test("given no recording, when :stop, then it says so and the script goes on")
    func stopWithoutRecording() {
        let (status, output) = runPiped([":stop", "add a"])
        #expect(status == 0)
        #expect(output.text.contains("\nnot recording\n== add a\n"))
    }

    @Test("given :record to a missing folder, when run piped, then the script stops with status 1")
    func unwritableRecordStops() {
        let (status, output) = runPiped([":record /nonexistent-reel-folder/x.log", "add never"])
        #expect(status == 1)
        #expect(output.errors.count == 1)
        #expect(output.errors.first?.hasPrefix("cannot record to /nonexistent-reel-folder/x.log:") == true)
        #expect(!output.text.contains("never"))
    }

    @Test("given an output with no warning of its own, when warned, then the warning is an error line saying so")
    func defaultWarningIsAnError() {
        let output = ErrorsOnly()
        output.warning("the log was recorded by another version")
        #expect(output.errors.withLock { $0 } == ["warning: the log was recorded by another version"])
    }
}
