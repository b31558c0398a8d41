extension Store {
    /// Forgets an optional part that will never come back (a popped screen, whose id is never
    /// reused): the stores made for it, of any kind, and the watch of its presence, which is
    /// compared no more. A view that still holds such a store keeps it, departed: it shows what it
    /// showed and drops what is sent through it.
    func forget(partAt keyPath: AnyKeyPath) {
        for key in parts.keys where key.keyPath == keyPath {
            parts[key] = nil
            wrappingChecks[key] = nil
        }
        guard let presence = watches.removeValue(forKey: .presence(keyPath)), presence.listed else { return }
        if presence.told { state.toldUnread -= 1 }
        state.watchList.removeAll { $0 === presence }
        presence.listed = false
    }
}
