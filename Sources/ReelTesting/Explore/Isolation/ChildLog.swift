import Foundation
import Reel

/// The writing end of a child's log: each record reaches the kernel in one `write` before the
/// child goes on, so a crash loses nothing written before it.
///
/// A record that cannot be encoded, or written whole, ends the child at once (status 3, the
/// reason on standard error): never skipped, and never a torn line followed by more records.
/// The parent, which sees the child exit before its job is done, reports why.
final class ChildLog<Msg: Codable & Equatable & Sendable>: ExploreTracer {
    private let descriptor: Int32
    private let encoder = ExploreJSON.encoder()

    /// Creates (or truncates) the log at `path`; nil if it cannot be opened.
    init?(path: String) {
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
    }

    deinit { Foundation.close(descriptor) }

    /// Writes one record as a line.
    func write(_ record: ChildRecord<Msg>) {
        var line: Data
        do {
            line = try encoder.encode(record)
        } catch {
            Self.quit("cannot write a record of the child's (\(ExploreJSON.reason(error)))")
        }
        line.append(UInt8(ascii: "\n"))
        if let failure = SystemIO.writeAll(descriptor, line) { Self.quit("cannot write the child's records: \(failure)") }
    }

    func sessionStarted() { write(.session) }
    func stepTaken(_ step: ExploreDecision<Msg>) { write(.step(step)) }
    func messageApplying(_ msg: Msg) { write(.message(msg)) }

    /// Ends a child that cannot go on (status 3), saying why on standard error.
    static func quit(_ reason: String) -> Never {
        FileHandle.standardError.write(Data("reel explore: \(reason)\n".utf8))
        exit(3)
    }
}
