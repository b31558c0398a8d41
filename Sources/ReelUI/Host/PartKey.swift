/// What identifies a part's store in its parent's cache: everything that makes it.
///
/// Where the part is (its key path), what kind of store it is (a part, an optional part, a list's
/// rows), its types (the cached object's own type, which spells the part's and its messages'
/// types), and a tag that tells apart two scopes of one part whose messages are wrapped in
/// different ways. A different kind or type is a different key, so one key path scoped both as a
/// part and as rows gives two stores, and a cached store is always of the type asked for.
///
/// Closures cannot be compared in Swift, so how messages are wrapped (the `embed`) is not part
/// of the key: a scope with the same key path, kind, types and tag gets the store made first,
/// with the first scope's `embed`. A second wrapping of the same part says so with its own tag
/// (`scope(_:tag:_:)`).
@usableFromInline
struct PartKey: Hashable {
    /// The kinds of stores a store caches for its parts.
    @usableFromInline
    enum Kind: Hashable {
        /// A part that is always there (`scope(_:_:)`).
        case part
        /// An optional part, for one arrival of it.
        case optionalPart
        /// The rows of a list (`scope(each:_:)`), as a group of row stores.
        case rows
    }

    @usableFromInline let keyPath: AnyKeyPath
    @usableFromInline let kind: Kind
    @usableFromInline let type: ObjectIdentifier
    @usableFromInline let tag: AnyHashable?

    @inlinable
    init(_ keyPath: AnyKeyPath, _ kind: Kind, of type: AnyObject.Type, tag: AnyHashable? = nil) {
        self.keyPath = keyPath
        self.kind = kind
        self.type = ObjectIdentifier(type)
        self.tag = tag
    }
}
