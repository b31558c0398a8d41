import Reel
import ReelShell
import Testing

@testable import reel_ladder_05_shell

/// Rung 5's twin: the grocery list in a shell, driven by the README's lines.
@Suite("Ladder 05: a scene in the shell")
struct ShellRungTests {
    static func run(_ lines: [String]) -> (status: Int32, output: CapturedOutput) {
        var options = Shell<Groceries>.Options()
        options.frameSize = FrameSize(width: 30, height: 4)
        let output = CapturedOutput()
        let shell = Shell<Groceries>(input: (), options: options, output: output) { timers in Services(timers: timers) }
        return (shell.run(lines.map { .bytes(Array($0.utf8)) }), output)
    }

    @Test("given the README's lines, then each prints its settled frame, and clear removes what was bought")
    func linesDriveTheList() {
        let (status, output) = Self.run(["add milk", "add eggs", "buy 1", "clear"])
        #expect(status == 0)
        #expect(output.errors.isEmpty)
        #expect(output.text.contains("== buy 1\nGroceries: 1 to buy\n  1. [x] milk\n  2. [ ] eggs\n\n"))
        #expect(output.text.hasSuffix("== clear\nGroceries: 1 to buy\n  1. [ ] eggs\n\n\n"))
    }

    @Test("given clear before anything is bought, then the line is refused, said why, and changes nothing")
    func aWordNotOnOfferIsRefused() {
        let (status, output) = Self.run(["add milk", "clear"])
        #expect(status == 0)
        #expect(output.errors.count == 1)
        #expect(output.text.hasSuffix("== add milk\nGroceries: 1 to buy\n  1. [ ] milk\n\n\n"))
    }

    @Test("given an item number not on the list, then nothing changes")
    func buyingAMissingItemChangesNothing() {
        let (status, output) = Self.run(["add milk", "buy 3"])
        #expect(status == 0)
        #expect(output.text.hasSuffix("== buy 3\nGroceries: 1 to buy\n  1. [ ] milk\n\n\n"))
    }
}
