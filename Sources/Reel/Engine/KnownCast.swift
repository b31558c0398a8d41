// An object whose type the caller knows for certain, given that type without a dynamic cast: a
// request's storage handed back to the function made with it, a handler's box found under its own
// type's key, a UI store's cached part or row group under a key that holds its type.
//
// Why not `as!`: a dynamic cast asks the runtime to walk the type metadata, which costs more than
// the rest of a request's trip (the handler lookup in `Services`; not measured on its own), and a
// UI store's caches are read at every render. This is
// `unsafeDowncast` with the caller's certainty checked in debug builds: a wrong type traps there,
// and is undefined behavior in release builds, as with the bare construct.

/// `object` as `type`, which it is known to be (checked in debug builds).
@inlinable @inline(__always)
package func knownCast<T: AnyObject>(_ object: AnyObject, to type: T.Type) -> T {
    assert(object is T, "knownCast: the object is not a \(T.self)")
    return unsafeDowncast(object, to: T.self)
}
