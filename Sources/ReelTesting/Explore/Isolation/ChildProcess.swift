import Foundation

/// One job running in a child process (this program again, told its job through the
/// environment), and what it wrote so far: several run at once, each read as it goes.
final class ChildProcess<Msg: Codable & Equatable & Sendable> {
    /// How a child ended.
    enum Ending: Equatable {
        /// It did its job and exited.
        case finished
        /// It died of a signal (a Swift trap is SIGILL or SIGTRAP): what it printed of the trap.
        case trapped(String)
        /// It could not be started, or exited without doing its job: why, in one line.
        case failed(String)
    }

    /// What a child wrote, in order, and how it ended.
    struct Outcome {
        let records: [ChildRecord<Msg>]
        let ending: Ending
    }

    /// What the child wrote so far, in order.
    private(set) var records: [ChildRecord<Msg>] = []
    #if os(macOS) || os(Linux)
    private let process: Process
    #endif
    private let folder: URL
    private var reader: ChildLogReader<Msg>

    #if os(macOS) || os(Linux)
    private init(process: Process, folder: URL, records: String) {
        self.process = process
        self.folder = folder
        reader = ChildLogReader(path: records)
    }
    #else
    private init(folder: URL, records: String) {  // never called: no child starts here
        self.folder = folder
        reader = ChildLogReader(path: records)
    }
    #endif

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Starts `work` for `scene` in a child; `ended` is called (on another thread) when it ends.
    /// Why it could not be started, if it could not.
    static func start(scene: String, _ work: ChildJob<Msg>.Work, ended: @escaping @Sendable () -> Void) -> Result<ChildProcess, ChildStartError> {
        #if os(macOS) || os(Linux)
        let files = FileManager.default
        let folder = files.temporaryDirectory.appendingPathComponent("reel-explore-\(getpid())-\(UUID().uuidString)")
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
            try? files.removeItem(at: folder)
            return .failure(ChildStartError(reason: "cannot prepare a child process: \(error)"))
        }
        process.terminationHandler = { _ in ended() }
        do {
            try process.run()
        } catch {
            try? files.removeItem(at: folder)
            return .failure(ChildStartError(reason: "cannot start \(executable.path): \(error)"))
        }
        return .success(ChildProcess(process: process, folder: folder, records: recordsURL.path))
        #else
        // iOS, tvOS, watchOS and visionOS start no processes of their own (Foundation's `Process` is macOS only).
        return .failure(ChildStartError(reason: "this platform cannot start child processes: explore with isolation .inProcess"))
        #endif
    }

    /// Runs `work` for `scene` in a child to its end; `onRecords` hears of records while it runs
    /// (about once a second), for progress.
    static func run(scene: String, _ work: ChildJob<Msg>.Work, onRecords: ([ChildRecord<Msg>]) -> Void = { _ in }) -> Outcome {
        let ended = DispatchSemaphore(value: 0)
        let child: ChildProcess
        switch start(scene: scene, work, ended: { ended.signal() }) {
        case .failure(let error): return Outcome(records: [], ending: .failed(error.reason))
        case .success(let started): child = started
        }
        while ended.wait(timeout: .now() + .seconds(1)) == .timedOut { onRecords(child.readNew()) }
        let seen = child.records.count
        let ending = child.ending()  // reads what the child wrote last, into its records
        onRecords(Array(child.records[seen...]))
        return Outcome(records: child.records, ending: ending)
    }

    /// The records written since the last call (they are kept in ``records`` too).
    func readNew() -> [ChildRecord<Msg>] {
        let new = reader.readNew()
        records += new
        return new
    }

    /// Whether the child still runs.
    var isRunning: Bool {
        #if os(macOS) || os(Linux)
        process.isRunning
        #else
        false
        #endif
    }

    /// Ends the child at once (its work is no longer wanted).
    func kill() {
        #if os(macOS) || os(Linux)
        if process.isRunning { process.terminate() }
        #endif
    }

    /// Waits for the child to end, reads what it wrote last, and says how it ended.
    func ending() -> Ending {
        #if os(macOS) || os(Linux)
        process.waitUntilExit()
        _ = readNew()
        let errors = (try? String(contentsOf: folder.appendingPathComponent("stderr.txt"), encoding: .utf8)) ?? ""
        if process.terminationReason == .uncaughtSignal {
            return .trapped(Self.trap(in: errors, signal: process.terminationStatus))
        }
        guard process.terminationStatus == 0, records.contains(where: { if case .done = $0 { true } else { false } }) else {
            let said = errors.split(separator: "\n").last.map { ": \($0)" } ?? ""
            return .failed("the child process exited with status \(process.terminationStatus) before finishing its job\(said)")
        }
        return .finished
        #else
        return .failed("this platform cannot start child processes")
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

/// Why a child process could not be started, in one line.
struct ChildStartError: Error {
    let reason: String
}
