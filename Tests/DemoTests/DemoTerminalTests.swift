import Foundation
import Testing

@Suite("reel-demo, in a terminal")
struct DemoTerminalTests {
    private struct Session: Decodable {
        let status: Int32?
        let output: String
    }

    @Test("given a pseudo-terminal, when a person types and presses Ctrl-D, then there is a prompt, the screen redraws in place, and it exits 0")
    func promptRedrawAndCtrlD() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("pty_session.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, DemoProcess.executable.path, "first Ada", "last Lovelace", "login"]
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let session = try JSONDecoder().decode(Session.self, from: data)

        #expect(session.status == 0, "Ctrl-D ends the session normally")
        #expect(session.output.contains("> "), "a prompt")
        #expect(session.output.contains("\u{1B}[2J"), "the screen is cleared once")
        #expect(session.output.contains("\u{1B}7"), "rows are redrawn in place, cursor saved and restored")
        #expect(session.output.contains("Hello Ada Lovelace <3"))
        #expect(session.output.contains("not recording"), "the status line")
        #expect(!session.output.contains("== "), "no piped headers at a terminal")
    }
}
