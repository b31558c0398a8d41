import Foundation

/// One job running in a child process (this program again, told its job through the
/// environment), and what it wrote so far: several run at once, each read as it goes.
final class ChildProcess<Msg: Codable & Equatable & Sendable> {
    /// How a child ended.
    enum Ending: Equatable {
        /// It did its job and exited.
        case finished
        /// It died of a signal a crash raises (a Swift trap is SIGILL or SIGTRAP): what it
        /// printed of the trap.
        case trapped(String)
        /// It was ended by a signal no crash raises (SIGKILL, SIGTERM: sent from outside, or by
        /// the kernel's OOM killer): the signal.
        case killed(Int32)
        /// It was still running at its deadline, and was ended (``endAtDeadline()``).
        case timedOut
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
    /// The run the child started last and has not ended, and when the parent read that it started.
    private(set) var running: (run: Int, since: ContinuousClock.Instant)?
    /// When the parent last read a record of the child's (or started it).
    private(set) var lastHeard = ContinuousClock.now
    /// Whether the parent ended the child at its deadline.
    private var timedOut = false

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
            try ExploreJSON.encoder().encode(ChildJob(scene: scene, work: work, records: recordsURL.path)).write(to: jobURL)
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

    /// The records written since the last call (they are kept in ``records`` too).
    func readNew() -> [ChildRecord<Msg>] {
        let new = reader.readNew()
        records += new
        if !new.isEmpty { lastHeard = .now }
        for record in new {
            switch record {
            case .run(let run): running = (run, ContinuousClock.now)
            case .ran(let run, _, _) where run == running?.run: running = nil
            default: break
            }
        }
        return new
    }

    /// The first line of the child's records that is not a record, and why; nil while all are.
    var unreadable: String? { reader.unreadable }

    /// How often a parent looks at children that must end within `timeout`: every second, or
    /// more often for a shorter deadline.
    static func pollInterval(_ timeout: Duration) -> DispatchTimeInterval {
        .milliseconds(Int(max(50, min(1000, timeout / .milliseconds(4)))))
    }

    /// Whether the child still runs.
    var isRunning: Bool {
        #if os(macOS) || os(Linux)
        process.isRunning
        #else
        false
        #endif
    }

    /// Ends the child at once (its work is no longer wanted), with SIGKILL: a stopped child
    /// (SIGSTOP) would hold SIGTERM until it is continued.
    func kill() {
        #if os(macOS) || os(Linux)
        if process.isRunning { _ = Foundation.kill(process.processIdentifier, SIGKILL) }
        #endif
    }

    /// Ends the child because it is past its deadline: it ends as ``Ending/timedOut``.
    func endAtDeadline() {
        timedOut = true
        kill()
    }

    /// Waits for the child to end, reads what it wrote last, and says how it ended.
    func ending() -> Ending {
        #if os(macOS) || os(Linux)
        process.waitUntilExit()
        _ = readNew()
        if timedOut { return .timedOut }
        if let unreadable { return .failed(unreadable) }
        let errors = (try? String(contentsOf: folder.appendingPathComponent("stderr.txt"), encoding: .utf8)) ?? ""
        if process.terminationReason == .uncaughtSignal {
            let signal = process.terminationStatus
            return Self.crashSignals.contains(signal) ? .trapped(Self.trap(in: errors, signal: signal)) : .killed(signal)
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
}
