import ExampleApp
import Foundation
import ReelTesting

/// The example backend served over real HTTP by `Server/example_server.py` on 127.0.0.1.
///
/// Started per test and stopped in `deinit`, however the test ends; the script also exits when
/// its stdin closes, so it cannot outlive a crashed test process.
final class ExampleServer {
    private let server: ScriptServer

    /// The base URL to give the app.
    var baseURL: String { server.baseURL }

    /// Starts the server and waits (at most 10 s) for it to print its port.
    init() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Server/example_server.py")
        server = try ScriptServer(script: script, arguments: [ExampleBackend.directory.path])
    }

    /// What the server received so far: each request line with its Authorization header.
    func seen() throws -> [(request: String, authorization: String?)] {
        let data = try Data(contentsOf: URL(string: baseURL + "/_log")!)
        let entries = try JSONDecoder().decode([[String: String?]].self, from: data)
        return entries.map { (($0["request"] ?? nil) ?? "", $0["authorization"] ?? nil) }
    }
}
