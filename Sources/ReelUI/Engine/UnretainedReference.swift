/// An object referred to without retaining it, while something else is known to hold it: what
/// a hot path keeps, or calls, to skip a retain and a release.
///
/// Retaining an object that is held weakly somewhere (a program, by its interpreter; a store, by
/// its host) takes the runtime's slow path: 170 instructions a message on `store-list-1000` for
/// a host's program (callgrind). Whoever makes one says what holds the object for as long as this
/// is used; used after the object is gone, it is undefined behaviour.
@usableFromInline
struct UnretainedReference<Object: AnyObject> {
    /// The object, not retained.
    @usableFromInline unowned(unsafe) let object: Object

    /// Refers to `object`, which the caller keeps held for as long as this is used.
    @inlinable
    init(_ object: Object) { self.object = object }

    /// Calls `body` with the object, neither retained nor released around the call.
    @inlinable
    func withObject<Result>(_ body: (Object) -> Result) -> Result {
        Unmanaged.passUnretained(object)._withUnsafeGuaranteedRef(body)
    }
}
