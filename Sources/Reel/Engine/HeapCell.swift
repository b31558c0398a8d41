/// A value kept in a heap cell of its own, read and changed in place through ``value``, with no
/// exclusivity check at run time: the engine room's one way to keep a loop's mutable state.
///
/// Why: a class's stored `var` is checked for exclusive access on every read and write, a run-time
/// call that the optimizer can seldom remove in a class the program's queue shares with other
/// threads. The loop's owners touch their state from one queue (or under one lock), one access at a
/// time, so the check buys nothing there and costs on the message path: as class `var`s, the
/// mailbox's fields cost 126 instructions a message (`dispatch-counter` 39.6 → 165.7), the model
/// 130 (`dispatch-array` 81 → 211), a store's loop state 577 a message (`store-send` 14,357 →
/// 14,934) and the interpreter's tables about 500 a round trip (`effect-dispatch` 6,296 → 6,802),
/// all callgrind. A cell reached through its address has no such check, and changing
/// `cell.value.field` writes the field where it lies, without a copy.
///
/// The cell is a plain pointer: copies of it share one value, and its owner frees it once, in its
/// `deinit` (``free()``), after which no copy may be used. It is `Sendable` only as a handle; the
/// value behind it must be touched by one thread at a time, which is the owner's rule to keep.
@usableFromInline
package struct HeapCell<Value>: @unchecked Sendable {
    @usableFromInline let address: UnsafeMutablePointer<Value>

    /// A cell holding `value`.
    @inlinable
    package init(_ value: Value) {
        address = .allocate(capacity: 1)
        address.initialize(to: value)
    }

    /// The value, read and changed where it lies (`cell.value.count += 1` writes one field). Always
    /// inlined, as a pointer's `pointee` is: called, the accessor would need the value's type looked
    /// up at run time in code not specialized for the scene (about 170 instructions a call, callgrind).
    @inlinable
    package var value: Value {
        @inline(__always)
        unsafeAddress { UnsafePointer(address) }
        @inline(__always)
        nonmutating unsafeMutableAddress { address }
    }

    /// The value's address, for a reader that keeps it between calls (a UI store reads its program's
    /// model in place on the main thread); valid until the cell is freed.
    @inlinable
    package var readOnlyAddress: UnsafePointer<Value> { UnsafePointer(address) }

    /// Destroys the value and frees the cell; no copy of the cell may be used after.
    @inlinable
    package func free() {
        address.deinitialize(count: 1)
        address.deallocate()
    }
}
