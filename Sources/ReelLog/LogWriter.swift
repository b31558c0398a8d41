import Reel
import Dispatch
import Foundation

/// Appends whole lines to a file: each line goes to the kernel in one `write` call from a reused
/// buffer, so memory stays flat however long the session, and a crash tears at most the last line.
///
/// Nothing is held back in user space, so a line survives the process exiting or crashing as soon
/// as `append` returns. To also survive a power loss, the file is synced to disk (`fsync`) once
/// the writer has been quiet for ``idleDelay`` and when it closes.
final class LogWriter: Sendable {
    /// How long after the last line the file is synced to disk.
    static let idleDelay: DispatchTimeInterval = .milliseconds(50)

    private struct State: ~Copyable {
        var descriptor: Int32
        var buffer: [UInt8] = []
        var linesWritten = 0
        var syncScheduled = false
        var failure: LogError?
        /// The lines so far, for a writer that keeps its log in memory instead of a file.
        var memory: [UInt8]?
    }

    let path: String
    private let state: Locked<State>

    /// Creates (or truncates) the file at `url` for writing.
    init(url: URL) throws(LogError) {
        path = url.path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .io(path: url.path, reason: String(cString: strerror(errno))) }
        // Held until the descriptor closes (by `close()`, the process's exit or a crash): a follower
        // tells by it that the log is still being written (`LogFileWatch`). Not waited for: a log
        // some other writer holds is written all the same.
        _ = flock(descriptor, LOCK_EX | LOCK_NB)
        state = Locked(State(descriptor: descriptor))
    }

    /// Writes to a file already open for writing (``UpgradeFile``'s temporary log), closing it at the end.
    init(descriptor: Int32, path: String) {
        self.path = path
        state = Locked(State(descriptor: descriptor))
    }

    /// A writer that keeps its lines in memory (an explored session's log, checked by replaying it).
    init(inMemoryNamed name: String) {
        path = name
        state = Locked(State(descriptor: -1, memory: []))
    }

    deinit { close() }

    /// The lines written so far, for a writer kept in memory; nil for a file.
    var memoryContents: [UInt8]? { state.withLock { $0.memory } }

    /// The first write error, after which nothing more is written.
    var failure: LogError? { state.withLock { $0.failure } }

    /// Writes one line: `fill` appends the line's bytes (without the newline) to an empty buffer.
    func append(_ fill: (inout [UInt8]) throws -> Void) {
        let mustSchedule = state.withLock { state -> Bool in
            guard state.descriptor >= 0 || state.memory != nil, state.failure == nil else { return false }
            state.buffer.removeAll(keepingCapacity: true)
            do {
                try fill(&state.buffer)
            } catch {
                state.failure = .io(path: path, reason: "cannot encode a line: \(error)")
                return false
            }
            state.buffer.append(UInt8(ascii: "\n"))
            if state.memory != nil {
                state.memory!.append(contentsOf: state.buffer)
                return false
            }
            let written = SystemIO.writeAll(state.descriptor, state.buffer)
            if let reason = written {
                state.failure = .io(path: path, reason: reason)
                return false
            }
            state.linesWritten += 1
            defer { state.syncScheduled = true }
            return !state.syncScheduled
        }
        if mustSchedule { scheduleSync(after: state.withLock { $0.linesWritten }) }
    }

    /// Syncs the file to disk and closes it; later lines are ignored.
    func close() {
        state.withLock { state in
            guard state.descriptor >= 0 else { return }
            fsync(state.descriptor)
            _ = Foundation.close(state.descriptor)
            state.descriptor = -1
        }
    }

    /// Syncs once no line has been written for ``idleDelay``: a busy session is not slowed down by
    /// a sync per line, and a quiet one is on disk shortly after its last step.
    private func scheduleSync(after linesWritten: Int) {
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + Self.idleDelay) { [weak self] in
            guard let self else { return }
            // The sync itself runs on a duplicate of the descriptor, outside the lock: `append`
            // is called on the program's queue and must never wait for a disk flush.
            let next = state.withLock { state -> (reschedule: Int?, duplicate: Int32?) in
                guard state.descriptor >= 0 else { return (nil, nil) }
                if state.linesWritten != linesWritten { return (state.linesWritten, nil) }
                state.syncScheduled = false
                let duplicate = dup(state.descriptor)
                return (nil, duplicate >= 0 ? duplicate : nil)
            }
            if let duplicate = next.duplicate {
                fsync(duplicate)
                _ = Foundation.close(duplicate)
            }
            if let reschedule = next.reschedule { scheduleSync(after: reschedule) }
        }
    }
}
