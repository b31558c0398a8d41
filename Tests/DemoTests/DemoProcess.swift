import Foundation

/// Runs the built `reel-demo` (or another of the package's executables) as a separate process, as
/// a person or a script would.
struct DemoProcess {
    /// What a run printed and how it ended.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        /// Standard error's lines.
        var errors: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    /// The `reel-demo` executable, next to this test bundle in the build folder.
    static let executable = executable(named: "reel-demo")

    /// The package's executable called `name`, next to this test bundle in the build folder.
    static func executable(named name: String) -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path),
              folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent(name)
    }

    /// Runs `reel-demo arguments…` (or `program`) with `input` on standard input and `environment`
    /// added to this process's; kills it after `timeout` seconds.
    static func run(
        _ arguments: [String] = [], input: Data = Data(), timeout: TimeInterval = 60, program: String = "reel-demo",
        environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = program == "reel-demo" ? executable : executable(named: program)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer)
        defer { killer.cancel() }
        // Feed and read concurrently, so a large input or output never fills a pipe and stalls.
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let errors = Reader(stderr.fileHandleForReading)
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: errors.wait(), as: UTF8.self))
    }

    /// Runs a script of lines.
    static func run(_ arguments: [String] = [], script lines: [String], environment: [String: String] = [:]) throws -> Result {
        try run(arguments, input: Data((lines.joined(separator: "\n") + "\n").utf8), environment: environment)
    }

    /// Reads a handle to its end on another thread.
    private final class Reader: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }.start()
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }
}

extension DemoProcess.Result {
    /// The settled frame printed under `== header`, up to the next header.
    func frame(after header: String) -> String? {
        guard let start = stdout.range(of: "== \(header)\n") else { return nil }
        let rest = stdout[start.upperBound...]
        // The last frame ends with the output's final newline, which is not part of the frame.
        let end = rest.range(of: "\n== ")?.lowerBound ?? (rest.hasSuffix("\n") ? rest.index(before: rest.endIndex) : rest.endIndex)
        return String(rest[..<end])
    }

    /// The headers, in order.
    var headers: [String] {
        stdout.split(separator: "\n").filter { $0.hasPrefix("== ") }.map { String($0.dropFirst(3)) }
    }
}
