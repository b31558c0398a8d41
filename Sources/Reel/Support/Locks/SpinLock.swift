#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The mailbox's lock: an atomic flag, spun on briefly, then yielding the processor.
///
/// The mailbox holds it for a handful of instructions (append one message, or swap two buffers),
/// so waiting is rare and short, and the uncontended path is one compare-and-swap and one store —
/// a pthread mutex costs more than the whole rest of a message's trip. It is built on `Atomic`
/// rather than `Synchronization.Mutex` because on Linux that mutex blocks with raw futex calls the
/// thread sanitizer cannot see; these atomics are compiled into Reel, so the sanitizer checks them.
@usableFromInline
struct SpinLock: ~Copyable, @unchecked Sendable {
    @usableFromInline let held = Atomic<Bool>(false)

    @inlinable init() {}

    @inlinable
    func lock() {
        while !held.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            var spins = 0
            while held.load(ordering: .relaxed) {
                spins += 1
                if spins > 64 { sched_yield() }
            }
        }
    }

    @inlinable
    func unlock() {
        held.store(false, ordering: .releasing)
    }
}
