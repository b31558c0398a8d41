#if canImport(Darwin)
import Darwin
import os
#elseif canImport(Glibc)
import Glibc
import Synchronization
#endif

/// The lock under ``Locked`` and the program's mailbox: held for a handful of instructions (append
/// one message, swap two buffers, change a table), so waiting is rare and short and the uncontended
/// path must cost next to nothing — a pthread mutex costs more than the whole rest of a message's trip.
///
/// On Linux it is an atomic flag, spun on briefly, then yielding the processor: one
/// compare-and-swap and one store. It is built on `Atomic` rather than `Synchronization.Mutex`
/// because on Linux that mutex blocks with raw futex calls the thread sanitizer cannot see; these
/// atomics are compiled into Reel, so the sanitizer checks them.
///
/// On Apple platforms `Atomic` needs iOS 18 / macOS 15, above Reel's minimums, so the lock is
/// `os_unfair_lock` (iOS 10 / macOS 10.12): the same uncontended cost, and it lends the waiting
/// thread's priority to the owner, which a spin lock cannot. It lives behind a pointer because an
/// unfair lock must never move. (This branch cannot be compiled on Linux; see the README.)
@usableFromInline
struct SpinLock: ~Copyable, @unchecked Sendable {
    #if canImport(Darwin)
    @usableFromInline let unfair: os_unfair_lock_t

    @inlinable init() {
        unfair = .allocate(capacity: 1)
        unfair.initialize(to: os_unfair_lock())
    }

    @inlinable deinit {
        unfair.deinitialize(count: 1)
        unfair.deallocate()
    }

    @inlinable
    func lock() { os_unfair_lock_lock(unfair) }

    @inlinable
    func unlock() { os_unfair_lock_unlock(unfair) }
    #else
    @usableFromInline let held = Atomic<Bool>(false)

    @inlinable init() {}

    @inlinable
    func lock() {
        if !held.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged { lockContended() }
    }

    /// Out of line: rare, and inlined it would crowd the registers of every caller's fast path.
    @usableFromInline @inline(never)
    func lockContended() {
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
    #endif
}
