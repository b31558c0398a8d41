import Foundation
import Testing

@Suite("reel-demo, in a terminal")
struct DemoTerminalTests {
    private typealias T = TerminalSession

    @Test("given a terminal, when a person signs in, searches and moves by keys only, then each screen shows, and Ctrl-D leaves the terminal as it was")
    func sessionByKeys() throws {
        let run = try T.run([
            ["wait", "Sign in"], ["send", "Ada"], ["send", T.tab], ["send", "Lovelace"], ["wait", "Lovelace"],
            ["send", T.enter], ["wait", "Hello Ada Lovelace"],
            ["send", "s"], ["wait", "Domain search"], ["send", "med"], ["wait", "med-med-buy.com"],
            ["send", T.down], ["send", T.down], ["screen", "moved"],
            ["send", T.escape], ["wait", "Hello Ada Lovelace"],
            ["send", "c"], ["wait", "12. Pear"], ["send", T.down], ["send", T.enter], ["wait", "share"],
            ["send", T.escape], ["send", T.escape], ["wait", "Hello Ada"],
            ["send", T.escape], ["wait", "Sign in"], ["send", T.ctrlD], ["exit"],
        ])
        #expect(run.failures == [])
        #expect(run.status == 0)
        #expect(run.restoredTerminal, "settings, screen, cursor and autowrap as before")
        let moved = run.screens["moved"] ?? ""
        #expect(moved.split(separator: "\n", omittingEmptySubsequences: false).count == 30, "the frame fills the terminal")
    }

    @Test("given a session, when the terminal is resized mid-session, then the screen is drawn again at the new size as a fresh start would draw it")
    func resize() throws {
        let resized = try T.run([
            ["wait", "Sign in"], ["send", "Ada"], ["wait", "Ada"], ["resize", 60, 20],
            ["screen", "small"], ["resize", 30, 10], ["wait", "Too small"], ["screen", "tiny"],
            ["resize", 60, 20], ["gone", "Too small"], ["screen", "again"], ["send", T.ctrlD], ["exit"],
        ])
        let fresh = try T.run(columns: 60, rows: 20, [
            ["wait", "Sign in"], ["send", "Ada"], ["wait", "Ada"], ["screen", "small"], ["send", T.ctrlD], ["exit"],
        ])
        #expect(resized.failures == [])
        #expect(fresh.failures == [])
        #expect(resized.screens["small"] == fresh.screens["small"])
        #expect(resized.screens["again"] == fresh.screens["small"])
        #expect(resized.screens["tiny"]?.hasPrefix("Too small: need 40x12") == true)
        #expect(resized.restoredTerminal)
    }

    @Test("given the help box, when it is opened by :help and by ?, then closed, then the screen is exactly as before")
    func helpOverlay() throws {
        let run = try T.run([
            ["wait", "Sign in"], ["screen", "before"],
            ["send", ":help"], ["wait", ":help"], ["send", T.enter], ["wait", "Esc closes"], ["screen", "help"],
            ["send", T.escape], ["gone", "Esc closes"], ["screen", "closed"],
            ["send", "?"], ["wait", "Esc closes"], ["send", "?"], ["gone", "Esc closes"], ["screen", "toggled"],
            ["send", ":nonsense"], ["send", T.enter], ["wait", "error:"], ["screen", "error"],
            ["send", T.ctrlD], ["exit"],
        ])
        #expect(run.failures == [])
        #expect(run.screens["help"]?.contains("Tab") == true, "the scene's keys")
        #expect(run.screens["help"]?.contains(":quit") == true, "the shell's commands")
        #expect(run.screens["closed"] == run.screens["before"])
        #expect(run.screens["toggled"] == run.screens["before"])
        let error = run.screens["error"] ?? ""
        #expect(error.split(separator: "\n", omittingEmptySubsequences: false).count == 30, "an error scrolls nothing")
        #expect(error.split(separator: "\n").last?.hasPrefix("error:") == true, "errors show on the bottom row")
    }

    @Test("given text printed over the screen from elsewhere, when Ctrl-L is pressed, then the screen is repainted whole")
    func repaintAfterOutput() throws {
        let run = try T.run([
            ["wait", "Sign in"], ["screen", "before"], ["print", "\u{1B}[5;5Hgarbage from another program\r\n"],
            ["wait", "garbage"], ["send", T.ctrlL], ["gone", "garbage"], ["screen", "after"], ["send", T.ctrlD], ["exit"],
        ])
        #expect(run.failures == [])
        #expect(run.screens["after"] == run.screens["before"])
    }

    @Test("given a session, when Ctrl-C is pressed, then it exits 130 and the terminal's settings are as before")
    func interrupt() throws {
        let run = try T.run([["wait", "Sign in"], ["stty", "raw"], ["send", T.ctrlC], ["exit"]])
        #expect(run.failures == [])
        #expect(run.status == 130)
        #expect(run.settings["raw"] != run.settings["before"], "raw while running")
        #expect(run.restoredTerminal)
    }

    @Test("given a session, when it is sent SIGTERM, then it ends by that signal with the terminal restored")
    func terminate() throws {
        let run = try T.run([["wait", "Sign in"], ["kill", 15], ["exit"]])
        #expect(run.failures == [])
        #expect(run.status == -15)
        #expect(run.restoredTerminal)
    }

    @Test("given the command line, when commands are typed, edited and recalled, then they run")
    func commandLine() throws {
        let run = try T.run([
            ["wait", "Sign in"], ["send", ":frst Ada"], ["send", "\u{1B}[H\u{1B}[Ci\r"], ["wait", "Ada"],
            ["send", ":last Lovelace\r"], ["wait", "Lovelace"], ["send", ":"], ["send", T.up], ["send", T.up],
            ["wait", ":first Ada"], ["send", T.escape], ["gone", ":first Ada"], ["send", ":quit\r"], ["exit"],
        ])
        #expect(run.failures == [])
        #expect(run.status == 0)
        #expect(run.restoredTerminal)
    }
}
