import Dispatch
import ReelExampleApp
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Reel
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
    /// Waits (up to 10 s, on the server) until a `/feed` client has disconnected; false if none did.
    func waitForFeedToClose() throws -> Bool {
        var request = URLRequest(url: URL(string: baseURL + "/_feed_closed")!)
        request.timeoutInterval = 15
        let answer = Locked<Int?>(nil)
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { _, response, _ in
            answer.withLock { $0 = (response as? HTTPURLResponse)?.statusCode }
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + 20) == .success else { return false }
        return answer.withLock { $0 } == 200
    }

    func seen() throws -> [(request: String, authorization: String?)] {
        let data = try Data(contentsOf: URL(string: baseURL + "/_log")!)
        let entries = try JSONDecoder().decode([[String: String?]].self, from: data)
        return entries.map { (($0["request"] ?? nil) ?? "", $0["authorization"] ?? nil) }
    }
}
