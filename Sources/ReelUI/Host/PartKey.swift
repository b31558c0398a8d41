/// What identifies a part's store in its parent's cache: everything that makes it.
///
/// Where the part is (its key path), what kind of store it is (a part, an optional part, a list's
/// rows), its types (the cached object's own type, which spells the part's and its messages'
/// types), where it was asked for (its ``CallSite``), and a tag. A different kind or type is a
/// different key, so one key path scoped both as a part and as rows gives two stores, and a cached
/// store is always of the type asked for.
///
/// Closures cannot be compared in Swift, so how messages are wrapped (the `embed`) is known by
/// where the scope is written: two scopes of one part on two lines are two stores, each sending
/// through its own `embed`, so a second wrapping cannot borrow the first one's. A `tag` tells apart
/// wrappings made by one call (`scope(_:tag:_:)`).
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
    @usableFromInline let callSite: CallSite?

    @inlinable
    init(_ keyPath: AnyKeyPath, _ kind: Kind, of type: AnyObject.Type, tag: AnyHashable? = nil, at callSite: CallSite? = nil) {
        self.keyPath = keyPath
        self.kind = kind
        self.type = ObjectIdentifier(type)
        self.tag = tag
        self.callSite = callSite
    }
}
