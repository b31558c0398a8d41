/// The handlers ``Services`` holds, by the identity of the request or source type they answer.
///
/// A short list searched from the front rather than a dictionary: a type's identity is one
/// pointer, and comparing a handful of them costs less than hashing one with the standard
/// library's seeded hasher, which every request paid to find its handler (callgrind,
/// instructions a round trip: effect-dispatch 7,222 → 6,992, cache-memory-hit 6,009 → 5,880).
/// Reel's own request types are registered first, HTTP and the cache at the front; an app
/// registers a few types more, not hundreds.
@usableFromInline
struct HandlerTable: Sendable {
    @usableFromInline var keys: ContiguousArray<ObjectIdentifier> = []
    @usableFromInline var values: ContiguousArray<any AnyObject & Sendable> = []

    init() {}

    /// The handler registered under `key`, if any; setting nil forgets it, and setting one over
    /// another replaces it in place.
    @inlinable
    subscript(key: ObjectIdentifier) -> (any AnyObject & Sendable)? {
        get {
            var index = 0
            while index < keys.count {
                if keys[index] == key { return values[index] }
                index &+= 1
            }
            return nil
        }
        set {
            let index = keys.firstIndex(of: key)
            switch (index, newValue) {
            case (let index?, let value?): values[index] = value
            case (let index?, nil):
                keys.remove(at: index)
                values.remove(at: index)
            case (nil, let value?):
                keys.append(key)
                values.append(value)
            case (nil, nil): break
            }
        }
    }
}
