import Counter
import Demo
import Reel
import ReelShell
import ReelTesting
import Testing

@Suite struct DemoTests {
    @Test func aShellDrivesTheCounterFromLines() {
        let output = CapturedOutput()
        let shell = Shell<Counter>(input: (), output: output) { timers in Services(timers: timers) }
        let status = shell.run(["up", "up", "down", ":wait 1s"].map { .bytes(Array($0.utf8)) })
        #expect(status == 0)
        #expect(output.text.contains("saved 1"))
    }
}
