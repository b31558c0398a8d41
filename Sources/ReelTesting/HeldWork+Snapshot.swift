import Reel

extension HeldWork {
    /// The held work as a value: every item (with the function that answers it, which is
    /// immutable) and the counters, for the exhaustive checker, which takes a state with work
    /// pending again from a copy. Put back into the same object, whose handles and services it names.
    @usableFromInline
    struct Snapshot {
        let items: [Item]
        let serials: Int
        let settled: Int
        let changes: Int
    }

    /// The held work as it is now.
    @usableFromInline var snapshot: Snapshot {
        Snapshot(
            items: items.withLock { $0 }, serials: serials.withLock { $0 }, settled: settled.withLock { $0 },
            changes: changes.withLock { $0 })
    }

    /// Puts the held work back as it was when `snapshot` was taken.
    @usableFromInline
    func restore(_ snapshot: Snapshot) {
        items.withLock { $0 = snapshot.items }
        serials.withLock { $0 = snapshot.serials }
        settled.withLock { $0 = snapshot.settled }
        changes.withLock { $0 = snapshot.changes }
    }
}
