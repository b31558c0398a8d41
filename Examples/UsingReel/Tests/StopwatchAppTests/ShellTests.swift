import Reel
import ReelShell
import StopwatchApp
import Testing

@Suite struct ShellTests {
    @Test func aShellDrivesTheStopwatchFromLines() {
        let output = CapturedOutput()
        let shell = Shell<Stopwatch>(input: (), output: output) { timers in Services(timers: timers) }
        let status = shell.run(["start", ":wait 1s", "stop"].map { .bytes(Array($0.utf8)) })
        #expect(status == 0)
        #expect(output.text.contains("1.0 s"))
    }
}
