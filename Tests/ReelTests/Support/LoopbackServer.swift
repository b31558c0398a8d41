import ReelTesting

/// The test's real HTTP server: `Server/loopback_server.py` on 127.0.0.1 serving the search
/// fixture, on a port the system picked.
func startLoopbackServer() throws -> ScriptServer {
    try ScriptServer(script: TestPaths.serverScript, arguments: [TestPaths.searchFixture.path])
}
