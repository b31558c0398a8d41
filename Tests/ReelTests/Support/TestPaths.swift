import Foundation

/// Where the test target's own files are, found from this source file (no bundle resources needed).
enum TestPaths {
    /// `Tests/ReelTests`.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The recorded domain search response (50 domains for "med"), kept once, with the example
    /// app's offline backend.
    static let searchFixture = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/App/Backend/domainsdb-search-med.json")

    /// The loopback HTTP server script.
    static let serverScript = testsFolder.appendingPathComponent("Server/loopback_server.py")

    /// A fresh, empty temporary directory; remove it with `FileManager.default.removeItem`.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
