#if os(macOS) || os(Linux)
import Foundation
import Reel

/// A real HTTP server for a test: a Python script on 127.0.0.1 that prints the port it bound as
/// its first line and exits when its standard input closes.
///
/// On macOS and Linux only: it starts a process, which iOS, tvOS, watchOS and visionOS do not allow.
///
/// It is stopped in `deinit`, so it goes away however the test ends, and because the script also
/// exits when its stdin closes, it cannot outlive a crashed test process either.
public final class ScriptServer {
    /// Why the server did not start.
    public struct StartFailure: Error, CustomStringConvertible {
        /// What went wrong, in one line.
        public let description: String
    }

    /// The port it listens on.
    public let port: Int
    private let process = Process()
    private let input = Pipe()

    /// Starts `python3 script arguments…` and waits (at most 10 s) for it to print its port.
    public init(script: URL, arguments: [String] = []) throws {
        let output = Pipe()
        let errors = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw StartFailure(description: "cannot start python3: \(error)")
        }
        guard let line = Self.firstLine(of: output.fileHandleForReading, timeout: 10), let port = Int(line) else {
            process.terminate()
            let stderr = String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
            throw StartFailure(description: "\(script.lastPathComponent) did not report a port: \(stderr)")
        }
        self.port = port
    }

    deinit { stop() }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// The URL of a path on the server, such as `/search?query=med`.
    public func url(_ path: String) -> String { baseURL + path }

    /// Stops the server and waits for it to exit.
    public func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// The first line a handle delivers, read on another thread so a silent script cannot hang the test.
    private static func firstLine(of handle: FileHandle, timeout seconds: Double) -> String? {
        let line = Locked<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            var bytes = Data()
            while !bytes.contains(UInt8(ascii: "\n")) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                bytes.append(chunk)
            }
            line.withLock { $0 = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init) }
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return line.withLock { $0 }
    }
}
#endif
