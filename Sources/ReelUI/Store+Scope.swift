import Observation
import Reel

extension Store {
    /// A store of a part of this store's model (a child scene's), whose messages reach the scene
    /// wrapped by `embed`: `store.scope(\.search, App.Msg.search)`.
    ///
    /// The same call (a view's body evaluated again) gives the same store. A view reading the
    /// part's values through it is invalidated by those values only; reading the parent is not
    /// affected.
    ///
    /// A store is identified by where it is asked for, too (`fileID`, `line`, `column`, defaulted
    /// at the call): closures cannot be compared, so two scopes of one part written in two places,
    /// which may wrap its messages in two ways, are two stores, each sending through its own
    /// `embed`. A helper that scopes for its callers forwards its caller's place in these
    /// arguments; one call that wraps a part in several ways gives each a tag (`scope(_:tag:_:)`).
    @inlinable
    public func scope<Part: Equatable, PartMsg: Sendable>(
        _ keyPath: KeyPath<Model, Part>, _ embed: @escaping (PartMsg) -> Msg,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Store<Part, PartMsg> {
        let callSite = CallSite(fileID: fileID, line: line, column: column)
        return scope(keyPath, key: PartKey(keyPath, .part, of: Store<Part, PartMsg>.self, at: callSite), embed)
    }

    /// A store of a part whose messages are wrapped as the tag says: two scopes of one part with
    /// different tags are two stores, each sending through its own `embed`
    /// (`store.scope(\.search, tag: "pinned", App.Msg.pinnedSearch)`).
    @inlinable
    public func scope<Part: Equatable, PartMsg: Sendable>(
        _ keyPath: KeyPath<Model, Part>, tag: some Hashable & Sendable, _ embed: @escaping (PartMsg) -> Msg,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Store<Part, PartMsg> {
        let callSite = CallSite(fileID: fileID, line: line, column: column)
        return scope(keyPath, key: PartKey(keyPath, .part, of: Store<Part, PartMsg>.self, tag: AnyHashable(tag), at: callSite), embed)
    }

    /// The store of a part that is always there, cached under `key`.
    @inlinable
    func scope<Part: Equatable, PartMsg: Sendable>(
        _ keyPath: KeyPath<Model, Part>, key: PartKey, _ embed: @escaping (PartMsg) -> Msg
    ) -> Store<Part, PartMsg> {
        // The key holds the store's type: what is cached under it is of that type.
        if let cached = parts[key] {
            noteWrapping(embed, under: key)
            return knownCast(cached, to: Store<Part, PartMsg>.self)
        }
        let store = Store<Part, PartMsg>(host: host, location: location.appending(keyPath), forward: wrapped(embed, under: key))
        parts[key] = store
        return store
    }

    /// A store of an optional part of this store's model (a child scene that comes and goes), or
    /// nil while it is absent. The reader is invalidated when the part comes or goes.
    ///
    /// A part's store belongs to one arrival of its part: once the part goes, the store has
    /// departed for good. It keeps showing what it showed, never reads the part's successor, and
    /// drops what is sent through it (a late keystroke from a sheet animating away cannot edit
    /// the next sheet's item); the part's next arrival gives a new store. A part whose value is
    /// `Identifiable` is also told apart by its id, whatever the caller knows of its type (a
    /// generic helper over `Equatable` too): replacing it in place by another of another id gives a
    /// new store, so `sheet(item:)` presents the new one.
    @inlinable
    public func scope<Part: Equatable, PartMsg: Sendable>(
        _ keyPath: KeyPath<Model, Part?>, _ embed: @escaping (PartMsg) -> Msg,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Store<Part, PartMsg>? {
        scope(present: keyPath, embed, tag: nil, at: CallSite(fileID: fileID, line: line, column: column))
    }

    /// A store of an optional part whose messages are wrapped as the tag says (see
    /// `scope(_:tag:_:)` of a part), or nil while it is absent.
    @inlinable
    public func scope<Part: Equatable, PartMsg: Sendable>(
        _ keyPath: KeyPath<Model, Part?>, tag: some Hashable & Sendable, _ embed: @escaping (PartMsg) -> Msg,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Store<Part, PartMsg>? {
        scope(present: keyPath, embed, tag: AnyHashable(tag), at: CallSite(fileID: fileID, line: line, column: column))
    }

    /// The store of one arrival of an optional part (see the public `scope(_:_:)` of an optional
    /// part); an `Identifiable` part's id tells its arrivals apart (``PartIdentity``).
    @inlinable
    func scope<Part: Equatable, PartMsg: Sendable>(
        present keyPath: KeyPath<Model, Part?>, _ embed: @escaping (PartMsg) -> Msg, tag: AnyHashable?, at callSite: CallSite
    ) -> Store<Part, PartMsg>? {
        let key = PartKey(keyPath, .optionalPart, of: Store<Part, PartMsg>.self, tag: tag, at: callSite)
        let id = PartIdentity.reader(for: Part.self)
        // The reader is told when the part comes, goes, or is replaced by one of another id.
        let arrival = watch(key: .presence(keyPath)) { PartIdentity.arrival(of: $0[keyPath: keyPath], id: id) }
        readWatch(arrival)
        guard arrival.value(as: AnyHashable?.self) != nil else {
            parts[key] = nil
            wrappingChecks[key] = nil
            return nil
        }
        if let cached = parts[key] {
            let store = knownCast(cached, to: Store<Part, PartMsg>.self)
            if store.location.locate(host.rootModel, { _ in }) {  // still the same arrival
                noteWrapping(embed, under: key)
                return store
            }
        }
        let now = current(keyPath)!
        let location = location.appending(present: keyPath, now: now, same: id.map { id in { id($0) == id($1) } })
        let (host, forward) = (self.host, wrapped(embed, under: key))
        let store = Store<Part, PartMsg>(host: host, location: location, id: id?(now)) { msg in
            // Sent through a departed store, the message would reach the part's successor: dropped.
            guard location.locate(host.rootModel, { _ in }) else { return }
            forward(msg)
        }
        // Compared after every update from now on, read or not, so that it departs with its part
        // even when it was only sent through (a button's store).
        store.whenFirstWatched = {}
        host.startWatching(store)
        parts[key] = store
        return store
    }

    /// Sends a part's message through `embed` to this store; in a debug build, through a
    /// ``WrappingCheck`` kept under the part's key, which tells when a later request for the same
    /// store (see ``noteWrapping(_:under:)``) wraps it another way.
    @inlinable
    func wrapped<PartMsg>(_ embed: @escaping (PartMsg) -> Msg, under key: PartKey) -> (PartMsg) -> Void {
        let forward = self.forward
        #if DEBUG
            let check = WrappingCheck(embed, part: key.keyPath, at: key.callSite)
            wrappingChecks[key] = check
            return { forward(check.wrap($0)) }
        #else
            return { forward(embed($0)) }
        #endif
    }

    /// In a debug build, notes the wrapping of the latest request for a part's store (see
    /// ``wrapped(_:under:)``); nothing in a release build.
    @inlinable
    func noteWrapping<PartMsg>(_ embed: @escaping (PartMsg) -> Msg, under key: PartKey) {
        #if DEBUG
            (wrappingChecks[key] as? WrappingCheck<PartMsg, Msg>)?.latest = embed
        #endif
    }
}
