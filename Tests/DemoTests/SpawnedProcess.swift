import Foundation

/// A process left running while a test talks to it: lines written to its standard input when the
/// test says, its standard output read as it comes, waited on for what the test expects (never by
/// sleeping), and terminated at the end.
final class SpawnedProcess: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let lock = NSCondition()
    private var output = ""
    private var ended = false

    /// Starts `executable` with `arguments`.
    init(_ executable: URL, _ arguments: [String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        let stdout = Pipe()
        process.standardInput = input
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread { [self] in
            let handle = stdout.fileHandleForReading
            while true {
                let chunk = handle.availableData
                lock.lock()
                if chunk.isEmpty { ended = true } else { output += String(decoding: chunk, as: UTF8.self) }
                lock.broadcast()
                lock.unlock()
                if chunk.isEmpty { return }
            }
        }.start()
    }

    /// Writes a line to the process's standard input.
    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Closes the process's standard input.
    func closeInput() { try? input.fileHandleForWriting.close() }

    /// Waits until `holds` is true of the output so far (or the output ends), at most `seconds`;
    /// the output then.
    @discardableResult
    func wait(seconds: Double = 30, until holds: (String) -> Bool) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        lock.lock()
        defer { lock.unlock() }
        while !holds(output), !ended, lock.wait(until: deadline) {}
        return output
    }

    /// Everything written so far.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return output
    }

    /// Ends the process (SIGKILL: a child of Foundation's `Process` may start with SIGTERM blocked) and waits for it.
    func terminate() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
