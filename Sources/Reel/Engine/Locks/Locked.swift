#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a lock, for the library's state that several threads touch (caches, writers,
/// transports, the shell): `withLock` as `Synchronization.Mutex` spells it.
///
/// It is a pthread mutex rather than `Synchronization.Mutex` because on Linux that mutex blocks
/// with raw futex calls the thread sanitizer cannot see, so correctly locked code would be
/// reported as racing, and `swift test --sanitize=thread` must stay silent. The message path does
/// not use it: the program's mailbox has its own lighter lock (see `SpinLock`).
@usableFromInline
package final class Locked<Value: ~Copyable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// Puts a value behind a new lock.
    @usableFromInline
    package init(_ value: consuming Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock.
    @usableFromInline
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
