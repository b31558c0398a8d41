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
    /// nil while it is absent. The reader is invalidated when the part comes or goes; once gone,
    /// the part's store keeps the values it saw last, and the part's next arrival gives a new store.
    @inlinable
    public func scope<Part: Equatable, PartMsg: Sendable>(
        _ keyPath: KeyPath<Model, Part?>, _ embed: @escaping (PartMsg) -> Msg
    ) -> Store<Part, PartMsg>? {
        let present = watch(key: .presence(keyPath)) { $0.pointee[keyPath: keyPath] != nil }
        present.read()
        guard present.value(as: Bool.self) else {
            parts[keyPath] = nil
            return nil
        }
        if let cached = parts[keyPath] { return unsafeDowncast(cached, to: Store<Part, PartMsg>.self) }
        let forward = self.forward
        let store = Store<Part, PartMsg>(
            host: host, location: location.appending(present: keyPath, now: current(keyPath)!),
            forward: { forward(embed($0)) })
        parts[keyPath] = store
        return store
    }
}
