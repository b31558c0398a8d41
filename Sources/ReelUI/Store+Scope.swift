import Observation

extension Store {
    /// A store of a part of this store's model (a child scene's), whose messages reach the scene
    /// wrapped by `embed`: `store.scope(\.search, App.Msg.search)`.
    ///
    /// The same key path gives the same store. A view reading the part's values through it is
    /// invalidated by those values only; reading the parent is not affected.
    @inlinable
    public func scope<Part: Equatable, PartMsg: Sendable>(
        _ keyPath: KeyPath<Model, Part>, _ embed: @escaping (PartMsg) -> Msg
    ) -> Store<Part, PartMsg> {
        if let cached = parts[keyPath] { return unsafeDowncast(cached, to: Store<Part, PartMsg>.self) }
        let forward = self.forward
        let store = Store<Part, PartMsg>(
            host: host, location: location.appending(keyPath), forward: { forward(embed($0)) })
        parts[keyPath] = store
        return store
    }

    /// A store of an optional part of this store's model (a child scene that comes and goes), or
    /// nil while it is absent. The reader is invalidated when the part comes or goes.
    ///
    /// A part's store belongs to one arrival of its part: once the part goes, the store has
    /// departed for good. It keeps showing what it showed, never reads the part's successor, and
    /// drops what is sent through it (a late keystroke from a sheet animating away cannot edit
    /// the next sheet's item); the part's next arrival gives a new store. A part that is
    /// `Identifiable` is also told apart by its id (see the overload): replacing it in place by
    /// another gives a new store, so `sheet(item:)` presents the new one.
    @inlinable
    public func scope<Part: Equatable, PartMsg: Sendable>(
        _ keyPath: KeyPath<Model, Part?>, _ embed: @escaping (PartMsg) -> Msg
    ) -> Store<Part, PartMsg>? {
        scope(present: keyPath, embed, id: nil)
    }

    /// A store of an optional part that is `Identifiable` (an item shown in a sheet), or nil while
    /// it is absent: as the overload above, and a part replaced in place by one with another id
    /// gives a new store, identified by the part's id.
    @inlinable
    public func scope<Part: Equatable & Identifiable, PartMsg: Sendable>(
        _ keyPath: KeyPath<Model, Part?>, _ embed: @escaping (PartMsg) -> Msg
    ) -> Store<Part, PartMsg>? {
        scope(present: keyPath, embed, id: { AnyHashable($0.id) })
    }

    /// The store of one arrival of an optional part (see the public `scope(_:_:)` of an optional
    /// part); `id` tells the part's instances apart, when it has ids.
    @inlinable
    func scope<Part: Equatable, PartMsg: Sendable>(
        present keyPath: KeyPath<Model, Part?>, _ embed: @escaping (PartMsg) -> Msg, id: ((Part) -> AnyHashable)?
    ) -> Store<Part, PartMsg>? {
        let present = watch(key: .presence(keyPath)) { $0.pointee[keyPath: keyPath] != nil }
        present.read()
        guard present.value(as: Bool.self) else {
            parts[keyPath] = nil
            return nil
        }
        if let cached = parts[keyPath] {
            let store = unsafeDowncast(cached, to: Store<Part, PartMsg>.self)
            if store.location.locate(host.rootModel, { _ in }) { return store }  // still the same arrival
        }
        let now = current(keyPath)!
        let location = location.appending(present: keyPath, now: now, same: id.map { id in { id($0) == id($1) } })
        let (host, forward) = (self.host, self.forward)
        let store = Store<Part, PartMsg>(host: host, location: location, id: id?(now)) { msg in
            // Sent through a departed store, the message would reach the part's successor: dropped.
            guard location.locate(host.rootModel, { _ in }) else { return }
            forward(embed(msg))
        }
        // Compared after every update from now on, read or not, so that it departs with its part
        // even when it was only sent through (a button's store).
        store.whenFirstWatched = {}
        host.startWatching(store)
        parts[keyPath] = store
        return store
    }
}
