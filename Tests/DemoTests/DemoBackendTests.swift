import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Reel
import ReelTesting
import Testing

/// `reel-demo --api` against the example backend over HTTP (`Examples/App/Backend/serve.py`,
/// started on 127.0.0.1 on a free port and stopped however the test ends).
@Suite("reel-demo against the HTTP backend")
struct DemoBackendTests {
    /// The backend script, in the source tree.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/App/Backend/serve.py")

    @Test("given serve.py, when the piped tour runs against it, then every frame is the one the offline backend gives")
    func sameScreensAsOffline() throws {
        let server = try ScriptServer(script: Self.script, arguments: ["--port", "0", "--exit-with-stdin"])
        defer { server.stop() }
        let offline = try DemoProcess.run(script: tour)
        let online = try DemoProcess.run(["--api", server.baseURL], script: tour)
        #expect(offline.status == 0 && online.status == 0)
        #expect(online.errors == [])
        #expect(online.headers == ["start"] + tour)
        #expect(online.frame(after: "type med")?.contains("med-med-buy.com") == true)
        #expect(online.frame(after: "open profile")?.contains("This user has 128 friends") == true, "GET /me took the token")
        for header in ["start"] + tour {
            let expected = try #require(offline.frame(after: header))
            let got = try #require(online.frame(after: header)).split(separator: "\n", omittingEmptySubsequences: false)
                .map { Self.offlineLinks(in: String($0), base: server.baseURL) }.joined(separator: "\n")
            let comparable = expected.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.contains("fixture://api") ? Self.collapsed(String($0)) : String($0) }.joined(separator: "\n")
            #expect(got == comparable, "after \(header)")
        }
    }

    @Test("given serve.py, when /me is asked without the token or /login without names, then it refuses with 401 and 400")
    func refusals() throws {
        let server = try ScriptServer(script: Self.script, arguments: ["--port", "0", "--exit-with-stdin"])
        defer { server.stop() }
        #expect(try Self.status(of: URLRequest(url: URL(string: server.url("/me"))!)) == 401)
        var login = URLRequest(url: URL(string: server.url("/login"))!)
        login.httpMethod = "POST"
        login.httpBody = Data(#"{"firstName":"Ada"}"#.utf8)
        #expect(try Self.status(of: login) == 400)
        #expect(try Self.status(of: URLRequest(url: URL(string: server.url("/items/quince"))!)) == 404)
    }

    /// A line of the server's frame with its links written as the offline backend's (whose base URL
    /// is shorter, so spaces are collapsed on such lines on both sides).
    private static func offlineLinks(in line: String, base: String) -> String {
        line.contains(base) ? collapsed(line.replacingOccurrences(of: base, with: "fixture://api")) : line
    }

    private static func collapsed(_ line: String) -> String {
        line.split(separator: " ").joined(separator: " ")
    }

    /// The status code of a request, waited for at most 10 s.
    private static func status(of request: URLRequest) throws -> Int {
        let status = Locked<Int?>(nil)
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { _, response, _ in
            status.withLock { $0 = (response as? HTTPURLResponse)?.statusCode }
            done.signal()
        }.resume()
        _ = done.wait(timeout: .now() + 10)
        return try #require(status.withLock { $0 })
    }
}
