import Foundation
import ReelTesting
import Testing

/// Starting a loopback server script that does not do its job.
@Suite struct ScriptServerTests {
    private func script(_ source: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-server-\(UUID().uuidString).py")
        try Data(source.utf8).write(to: url)
        return url
    }

    @Test func givenScriptThatExitsWithoutAPort_whenStarted_thenFailsWithWhatItPrintedToStandardError() throws {
        let url = try script("import sys\nsys.stderr.write('address in use\\n')\nsys.exit(3)\n")
        defer { try? FileManager.default.removeItem(at: url) }

        let failure = #expect(throws: ScriptServer.StartFailure.self) { try ScriptServer(script: url) }

        #expect(failure?.description == "\(url.lastPathComponent) did not report a port: address in use\n")
    }

    @Test func givenScriptThatPrintsSomethingElseThanAPort_whenStarted_thenFailsSayingNoPortWasReported() throws {
        let url = try script("import sys\nsys.stderr.write('no port\\n')\nsys.stderr.flush()\nprint('ready', flush=True)\nsys.stdin.read()\n")
        defer { try? FileManager.default.removeItem(at: url) }

        let failure = #expect(throws: ScriptServer.StartFailure.self) { try ScriptServer(script: url) }

        #expect(failure?.description.hasPrefix("\(url.lastPathComponent) did not report a port") == true)
    }
}
