/// A reference to an object that holds no retain of its own: its holder says when a retain is taken
/// and when it is given back, as with `Unmanaged`, which it wraps. The engine room's one unretained
/// reference: child rows' departure watch, and a UI store's hot paths.
///
/// Why: a value holding a strong reference retains it when made and releases it when dropped, and
/// a value with a reference in an enum case gets an outlined destroy on every path that drops it.
/// The departure watch of a list of child rows (`RowsBeforeUpdate`) is made and dropped on every
/// message routed to a row; held this way it costs neither (callgrind `child-row-500`: 810 → 751
/// instructions a message with the journal reached through ``withObject(_:)``, and 659 → 595 with
/// nothing strong held in the watch). A UI store keeps its program, its telling host and each
/// watched row's store this way: retaining an object held weakly somewhere (a program, by its
/// interpreter; a store, by its host) takes the runtime's slow path, 170 instructions a message on
/// `store-list-1000` for a host's program (callgrind). The holder must keep the object alive by other means while
/// it is reached, or hold the retain taken by ``init(retaining:)`` until ``takeRetained()`` or
/// ``release()`` gives it back. Its members are `@_transparent`, as `Unmanaged`'s are: inlined
/// only by the optimizer (`@inline(__always)`), the wrapper cost a retain and a release a message
/// (`child-row-500` 522 → 602 instructions).
@usableFromInline
package struct ManualReference<Object: AnyObject> {
    @usableFromInline let unmanaged: Unmanaged<Object>

    /// A reference to `object` without a retain: the object must be kept alive elsewhere.
    @usableFromInline @_transparent
    package init(unretained object: Object) { unmanaged = .passUnretained(object) }

    /// A reference to `object` holding one retain, to be given back by ``takeRetained()`` or ``release()``.
    @usableFromInline @_transparent
    package init(retaining object: Object) { unmanaged = .passRetained(object) }

    /// The object, as a strong reference (retained for as long as the caller holds it).
    @usableFromInline @_transparent
    package var object: Object { unmanaged.takeUnretainedValue() }

    /// Calls `body` with the object, without retaining it for the call: it must be alive throughout.
    @usableFromInline @_transparent
    package func withObject<Result>(_ body: (Object) -> Result) -> Result {
        unmanaged._withUnsafeGuaranteedRef(body)
    }

    /// The object, giving back the retain ``init(retaining:)`` took.
    @usableFromInline @_transparent
    package func takeRetained() -> Object { unmanaged.takeRetainedValue() }

    /// Gives back a retain held for the object: one ``init(retaining:)`` took, or one left on purpose.
    @usableFromInline @_transparent
    package func release() { unmanaged.release() }

    /// Whether this refers to `object` itself (identity, with no retain or release).
    @usableFromInline @_transparent
    package func refers(to object: Object) -> Bool {
        unmanaged.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
    }
}
