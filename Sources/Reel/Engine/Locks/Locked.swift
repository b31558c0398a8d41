/// A value behind a lock, for the library's state that several threads touch (caches, writers,
/// transports, the shell, the program's mailbox): `withLock` as `Synchronization.Mutex` spells it.
/// The one lock of the library: everything that locks, locks with this.
///
/// The lock is a ``SpinLock``: held for a handful of instructions (append one message, read or
/// change a table), its uncontended path is one compare-and-swap and one store, where a pthread
/// mutex cost more than the whole rest of a message's trip. It is not `Synchronization.Mutex`
/// because on Linux that mutex blocks with raw futex calls the thread sanitizer cannot see, so
/// correctly locked code would be reported as racing, and `swift test --sanitize=thread` must stay
/// silent. Nothing may block or wait while holding it: a waiter spins, then yields.
@usableFromInline
package final class Locked<Value: ~Copyable>: @unchecked Sendable {
    @usableFromInline let lock = SpinLock()
    /// Touched only with `lock` held, so exclusive access is not checked again at run time: checked,
    /// `ticks-1000` cost 298 instructions a tick more (3,461 → 3,759) and `cache-memory-hit` 124
    /// (5,527 → 5,650), callgrind.
    @exclusivity(unchecked) @usableFromInline var value: Value

    /// Puts a value behind a new lock.
    @inlinable
    package init(_ value: consuming Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock.
    @inlinable
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
