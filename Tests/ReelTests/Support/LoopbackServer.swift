import Foundation
import Synchronization

/// The test's real HTTP server: `Server/loopback_server.py` on 127.0.0.1, on a port the system picked.
///
/// Started per test and stopped in `deinit`, so it goes away however the test ends; and the
/// script exits by itself when its stdin closes, so it cannot outlive a crashed test process.
final class LoopbackServer {
    /// Why the server did not start.
    struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The port it listens on.
    let port: Int
    private let process = Process()
    private let input = Pipe()

    /// Starts the server and waits (at most 10 s) for it to print its port.
    init() throws {
        let output = Pipe()
        let errors = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", TestPaths.serverScript.path, TestPaths.searchFixture.path]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw StartFailure(description: "cannot start python3: \(error)")
        }
        let firstLine = Self.firstLine(of: output.fileHandleForReading, timeout: .seconds(10))
        guard let firstLine, let port = Int(firstLine) else {
            process.terminate()
            let stderr = String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
            throw StartFailure(description: "loopback server did not report a port: \(stderr)")
        }
        self.port = port
    }

    deinit { stop() }

    /// The URL of a path on the server, such as `/search?query=med`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Stops the server and waits for it to exit.
    func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    private static func firstLine(of handle: FileHandle, timeout: Duration) -> String? {
        let line = Mutex<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        let reader = Thread {
            var bytes = Data()
            while !bytes.contains(UInt8(ascii: "\n")) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                bytes.append(chunk)
            }
            let text = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init)
            line.withLock { $0 = text }
            done.signal()
        }
        reader.start()
        let seconds = Double(timeout.components.seconds)
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return line.withLock { $0 }
    }
}
