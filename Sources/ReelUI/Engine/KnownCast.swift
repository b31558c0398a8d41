/// `object` as `type`, which the caller knows it is (a cache keyed by a key that holds the
/// type, a list that holds one type alone): unchecked in a release build, asserted in a debug one.
///
/// A checked cast (`as!`) looks the type up through its metadata at each call, and the caches it
/// serves are read at every render (a part's store, a row group, a stack's key path) and, for a
/// row group's told stores, after every update; `unsafeDowncast` skips the lookup.
@inlinable
func knownCast<T: AnyObject>(_ object: AnyObject, to type: T.Type) -> T {
    assert(object is T, "knownCast: \(Swift.type(of: object)) is not \(T.self)")
    return unsafeDowncast(object, to: T.self)
}
