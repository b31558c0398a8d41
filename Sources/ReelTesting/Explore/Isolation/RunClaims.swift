import Foundation
import Reel

/// The runs of an exploration shared out among child processes that run at once: each child
/// takes the next run from a small file they all open, under an advisory lock (`flock`), and a
/// child that finds a failure says so there, so that no child starts a run after it.
///
/// The file holds two numbers: the position (in the shard's runs) of the next run to take, and
/// the first run known to fail (`Int64.max` while none is). A child that traps cannot say so: the
/// parent, which sees it die, does.
final class RunClaims {
    /// The runs to share out, in order.
    let runs: [Int]
    private let descriptor: Int32

    /// Opens the file at `path`, creating it with nothing taken yet if `creating`; nil if it cannot.
    init?(path: String, runs: [Int], creating: Bool) {
        self.runs = runs
        descriptor = open(path, O_RDWR | O_CLOEXEC | (creating ? O_CREAT | O_TRUNC : 0), 0o644)
        guard descriptor >= 0 else { return nil }
        if creating, !write(next: 0, stop: .max) {
            Foundation.close(descriptor)
            return nil
        }
    }

    deinit { Foundation.close(descriptor) }

    /// Takes the next run; nil when none is left before the first failure known.
    func next() -> Int? {
        locked { next, stop in
            guard next < runs.count, runs[next] < stop else { return nil }
            next += 1
            return runs[next - 1]
        }
    }

    /// Says that `run` failed: no run after it is taken any more.
    func stop(at run: Int) {
        locked { _, stop in stop = min(stop, run) }
    }

    /// Whether a run is left to take.
    var hasMore: Bool {
        locked { next, stop in next < runs.count && runs[next] < stop }
    }

    /// Runs `body` on the two numbers under the lock, writing back what it changed.
    private func locked<T>(_ body: (inout Int, inout Int) -> T) -> T {
        while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        var bytes = [UInt8](repeating: 0, count: 16)
        _ = SystemIO.read(descriptor, into: &bytes, at: 0)
        let read = (Self.number(bytes[0..<8]), Self.number(bytes[8..<16]))
        var (next, stop) = read
        let result = body(&next, &stop)
        if (next, stop) != read { _ = write(next: next, stop: stop) }
        return result
    }

    private func write(next: Int, stop: Int) -> Bool {
        SystemIO.write(descriptor, Self.bytes(next) + Self.bytes(stop), at: 0) == 16
    }

    /// A number's 8 bytes, least significant first.
    private static func bytes(_ number: Int) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: Int64(number) >> ($0 * 8)) }
    }

    /// The number whose 8 bytes these are, least significant first (0 for a file not yet written).
    private static func number(_ bytes: ArraySlice<UInt8>) -> Int {
        Int(bytes.reversed().reduce(Int64(0)) { $0 << 8 | Int64($1) })
    }
}
