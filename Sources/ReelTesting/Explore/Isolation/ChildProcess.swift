import Foundation

/// Runs one job in a child process (this program again, told its job through the environment)
/// and reads back what it wrote and how it ended.
struct ChildProcess<Msg: Codable & Equatable & Sendable> {
    /// How a child ended.
    enum Ending: Equatable {
        /// It did its job and exited.
        case finished
        /// It died of a signal (a Swift trap is SIGILL or SIGTRAP): what it printed of the trap.
        case trapped(String)
        /// It could not be started, or exited without doing its job: why, in one line.
        case failed(String)
    }

    /// What the child wrote, in order.
    let records: [ChildRecord<Msg>]
    /// How it ended.
    let ending: Ending

    /// Runs `work` for `scene` in a child; `onRecords` hears of records while it runs (about once
    /// a second), for progress.
    static func run(
        scene: String, _ work: ChildJob<Msg>.Work, onRecords: ([ChildRecord<Msg>]) -> Void = { _ in }
    ) -> ChildProcess {
        #if os(macOS) || os(Linux)
        let files = FileManager.default
        let folder = files.temporaryDirectory.appendingPathComponent("reel-explore-\(getpid())-\(UUID().uuidString)")
        defer { try? files.removeItem(at: folder) }
        let jobURL = folder.appendingPathComponent("job.json")
        let recordsURL = folder.appendingPathComponent("records.jsonl")
        let errorsURL = folder.appendingPathComponent("stderr.txt")
        let process = Process()
        do {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
            try JSONEncoder().encode(ChildJob(scene: scene, work: work, records: recordsURL.path)).write(to: jobURL)
            _ = files.createFile(atPath: errorsURL.path, contents: nil)
            process.executableURL = executable
            process.arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
            var environment = ProcessInfo.processInfo.environment
            environment[ChildJob<Msg>.variable] = jobURL.path
            environment["SWIFT_BACKTRACE"] = "enable=no"  // the trap's one line is enough, and quick
            process.environment = environment
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: errorsURL)
        } catch {
            return ChildProcess(records: [], ending: .failed("cannot prepare a child process: \(error)"))
        }
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            return ChildProcess(records: [], ending: .failed("cannot start \(executable.path): \(error)"))
        }
        var reader = ChildLogReader<Msg>(path: recordsURL.path)
        var records: [ChildRecord<Msg>] = []
        while ended.wait(timeout: .now() + .seconds(1)) == .timedOut {
            let new = reader.readNew()
            records += new
            onRecords(new)
        }
        process.waitUntilExit()
        let new = reader.readNew()
        records += new
        onRecords(new)
        let errors = (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? ""
        if process.terminationReason == .uncaughtSignal {
            return ChildProcess(records: records, ending: .trapped(trap(in: errors, signal: process.terminationStatus)))
        }
        guard process.terminationStatus == 0, records.contains(where: { if case .done = $0 { true } else { false } }) else {
            let said = errors.split(separator: "\n").last.map { ": \($0)" } ?? ""
            return ChildProcess(records: records, ending: .failed(
                "the child process exited with status \(process.terminationStatus) before finishing its job\(said)"))
        }
        return ChildProcess(records: records, ending: .finished)
        #else
        // iOS, tvOS, watchOS and visionOS start no processes of their own (Foundation's `Process` is macOS only).
        return ChildProcess(records: [], ending: .failed(
            "this platform cannot start child processes: explore with isolation .inProcess"))
        #endif
    }

    /// This program's executable, to run again.
    static var executable: URL {
        #if os(Linux)
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        Bundle.main.executableURL ?? URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
        #endif
    }

    /// The trap as the runtime printed it, its file named without its folder (the same text on
    /// every machine), and the signal: `Search+Render.swift:12: Fatal error: boom (signal 4, SIGILL)`.
    static func trap(in errors: String, signal: Int32) -> String {
        let names: [Int32: String] = [4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 11: "SIGSEGV"]
        let signalText = "signal \(signal)" + (names[signal].map { ", \($0)" } ?? "")
        let kinds = ["Fatal error", "Precondition failed", "Assertion failed"]
        for line in errors.split(separator: "\n") {
            guard let kind = kinds.lazy.compactMap({ line.range(of: $0) }).first else { continue }
            let place = line[..<kind.lowerBound].split(separator: "/", omittingEmptySubsequences: false).last ?? ""
            return "\(place)\(line[kind.lowerBound...]) (\(signalText))"
        }
        return "the process died (\(signalText))"
    }
}
