import Foundation

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
        var numbers: (Int64, Int64) = (0, 0)
        _ = withUnsafeMutableBytes(of: &numbers) { pread(descriptor, $0.baseAddress, $0.count, 0) }
        let read = (Int(Int64(littleEndian: numbers.0)), Int(Int64(littleEndian: numbers.1)))
        var (next, stop) = read
        let result = body(&next, &stop)
        if (next, stop) != read { _ = write(next: next, stop: stop) }
        return result
    }

    private func write(next: Int, stop: Int) -> Bool {
        var numbers = (Int64(next).littleEndian, Int64(stop).littleEndian)
        return withUnsafeBytes(of: &numbers) { pwrite(descriptor, $0.baseAddress, $0.count, 0) } == 16
    }
}
