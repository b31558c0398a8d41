extension Interpreter {
    /// The interpreter's tables as a value: the commands in flight (their tickets, ids, scopes and
    /// handles) and the subscriptions running. A handle names its work in the services the
    /// interpreter runs with, so a snapshot is put back into the same interpreter, whose services
    /// are put back with it (ReelTesting's exhaustive checker does, for a state with work pending).
    package struct Snapshot {
        let table: InFlightTable<any Cancellable>
        let subscriptions: RunningSubscriptions<Msg>
    }

    /// The tables as they are now.
    package var snapshot: Snapshot { Snapshot(table: table.value, subscriptions: subscriptions.value) }

    /// Puts the tables back as they were when `snapshot` was taken.
    package func restore(_ snapshot: Snapshot) {
        table.value = snapshot.table
        subscriptions.value = snapshot.subscriptions
    }
}
