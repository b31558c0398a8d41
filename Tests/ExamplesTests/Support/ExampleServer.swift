import ExampleApp
import Foundation
import Synchronization

/// The example backend served over real HTTP by `Server/example_server.py` on 127.0.0.1.
///
/// Started per test and stopped in `deinit`, however the test ends; the script also exits when
/// its stdin closes, so it cannot outlive a crashed test process.
final class ExampleServer {
    /// Why the server did not start.
    struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The base URL to give the app.
    let baseURL: String
    private let process = Process()
    private let input = Pipe()

    /// Starts the server and waits (at most 10 s) for it to print its port.
    init() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Server/example_server.py")
        let output = Pipe()
        let errors = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, ExampleBackend.directory.path]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw StartFailure(description: "cannot start python3: \(error)")
        }
        guard let line = Self.firstLine(of: output.fileHandleForReading), let port = Int(line) else {
            process.terminate()
            let stderr = String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
            throw StartFailure(description: "example server did not report a port: \(stderr)")
        }
        baseURL = "http://127.0.0.1:\(port)"
    }

    deinit {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// What the server received so far: each request line with its Authorization header.
    func seen() throws -> [(request: String, authorization: String?)] {
        let data = try Data(contentsOf: URL(string: baseURL + "/_log")!)
        let entries = try JSONDecoder().decode([[String: String?]].self, from: data)
        return entries.map { (($0["request"] ?? nil) ?? "", $0["authorization"] ?? nil) }
    }

    private static func firstLine(of handle: FileHandle) -> String? {
        let line = Mutex<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        let reader = Thread {
            var bytes = Data()
            while !bytes.contains(UInt8(ascii: "\n")) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                bytes.append(chunk)
            }
            line.withLock { $0 = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init) }
            done.signal()
        }
        reader.start()
        guard done.wait(timeout: .now() + 10) == .success else { return nil }
        return line.withLock { $0 }
    }
}
