import Foundation

/// One line of a child's crash-safe log: what it is doing or found, written before it does it.
enum ChildRecord<Msg: Codable & Equatable & Sendable>: Codable {
    /// Exploring: a run starts.
    case run(Int)
    /// Exploring: a run is over: what it counted, and the session that broke a property (without
    /// trapping), if one did.
    case ran(Int, counted: ExploreProgress, found: FoundSession<Msg>?)
    /// Recording or checking: a session starts.
    case session
    /// Recording or checking: a step is about to be taken.
    case step(ExploreStep<Msg>)
    /// Recording or checking: a message is about to reach `update`.
    case message(Msg)
    /// Checking: the session's verdict after `steps` steps.
    case checked(ExploreViolation?, steps: Int)
    /// The job is done.
    case done
}

/// The writing end of a child's log: each record reaches the kernel in one `write` before the
/// child goes on, so a crash loses nothing written before it.
final class ChildLog<Msg: Codable & Equatable & Sendable>: ExploreTracer {
    private let descriptor: Int32
    private let encoder = JSONEncoder()

    /// Creates (or truncates) the log at `path`; nil if it cannot be opened.
    init?(path: String) {
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
    }

    deinit { Foundation.close(descriptor) }

    /// Writes one record as a line.
    func write(_ record: ChildRecord<Msg>) {
        guard var line = try? encoder.encode(record) else { return }
        line.append(UInt8(ascii: "\n"))
        line.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    func sessionStarted() { write(.session) }
    func stepTaken(_ step: ExploreStep<Msg>) { write(.step(step)) }
    func messageApplying(_ msg: Msg) { write(.message(msg)) }
}

/// The reading end of a child's log, read as it grows: whole lines only.
struct ChildLogReader<Msg: Codable & Equatable & Sendable> {
    let path: String
    private var offset = 0
    private let decoder = JSONDecoder()

    init(path: String) { self.path = path }

    /// The records written since the last call (a line still being written waits for the next).
    mutating func readNew() -> [ChildRecord<Msg>] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        guard (try? handle.seek(toOffset: UInt64(offset))) != nil, let data = try? handle.readToEnd(),
              let end = data.lastIndex(of: UInt8(ascii: "\n"))
        else { return [] }
        offset += end - data.startIndex + 1
        return data[data.startIndex..<end].split(separator: UInt8(ascii: "\n")).compactMap {
            try? decoder.decode(ChildRecord<Msg>.self, from: Data($0))
        }
    }
}
