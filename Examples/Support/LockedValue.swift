import Foundation

/// A value behind an `NSLock`, for the examples' handlers that several queues touch.
///
/// The examples run on every platform Reel supports, and `Synchronization.Mutex` needs iOS 18 /
/// macOS 15, above Reel's minimums; an `NSLock` is everywhere. (Reel's own lock is an engine part,
/// not public, so that an example's module can be copied into an app as it is.)
public final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Puts a value behind a new lock.
    public init(_ value: Value) { self.value = value }

    /// Runs `body` with the value while holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
