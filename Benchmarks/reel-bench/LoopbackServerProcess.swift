import Foundation

/// The loopback HTTP server the `http-loopback` scenarios talk to: the integration tests' own
/// script (`Tests/ReelTests/Server/loopback_server.py`), started once per bench run.
///
/// A real server process, not an in-process one, so that the measured path is the one apps take
/// (a socket to another process) and the server's work does not share the program's queues. The
/// script exits when its stdin closes, that is when the bench exits, however it exits.
final class LoopbackServerProcess: Sendable {
    /// The base URL, such as `http://127.0.0.1:40123`.
    let baseURL: String
    private let input: Pipe

    /// The server, started on first use; the bench stops with a one-line error if it cannot start.
    static let shared: LoopbackServerProcess = {
        do {
            return try LoopbackServerProcess()
        } catch {
            FileHandle.standardError.write(Data("reel-bench: \(error)\n".utf8))
            exit(1)
        }
    }()

    private struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    private init() throws {
        guard let root = Self.packageRoot() else {
            throw StartFailure(description: "http-loopback needs the package sources (Package.swift not found)")
        }
        let server = root.appendingPathComponent("Tests/ReelTests/Server/loopback_server.py")
        let fixture = root.appendingPathComponent("Examples/App/Backend/domainsdb-search-med.json")
        let process = Process()
        let output = Pipe()
        input = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", server.path, fixture.path]
        process.standardInput = input
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw StartFailure(description: "http-loopback needs python3: \(error)")
        }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw StartFailure(description: "http-loopback: the loopback server did not start (is python3 installed?)")
        }
        baseURL = "http://127.0.0.1:\(port)"
    }

    /// The folder holding `Package.swift`: above the working directory, or above this source file.
    private static func packageRoot() -> URL? {
        let starts = [
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent(),
        ]
        for start in starts {
            var folder = start
            while folder.path != "/" {
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
                folder.deleteLastPathComponent()
            }
        }
        return nil
    }
}
