import Reel

/// A list's rows compared after each update: each watched row found by its id (where it was last,
/// checked first), skipped whole when equal to the row seen last, and the values read from a row
/// that changed compared and told; now and then, the rows whose readers went are dropped.
///
/// In the engine room: the rows are reached in place and the watched rows walked through their
/// buffers, the stores neither retained nor cast with a check (each figure is beside its
/// construct); ``RowGroup`` calls it through ``RowGroup/compareRows`` and the host through
/// ``WatchingStore``.
extension RowGroup {
    /// Compares every watched row with the one seen last, and the values read from each row
    /// that changed; true if any did.
    /// The model is reached by its address: a list at a stored offset is compared in place, with no
    /// call through its location's closures (store-list-1000 -220 instructions a message, callgrind).
    @inlinable
    func compare(rowsIn root: ModelReference) -> Bool {
        if !told.isEmpty { dropUnread() }
        if host.sweepDue { dropRowsWithoutReaders() }
        let rows = self.rows
        if let listOffset {
            rows(root.advanced(by: listOffset)) { rows, ids, position in compare(rows, ids: ids, position: position) }
        } else {
            _ = list(root) { list in
                rows(list) { rows, ids, position in compare(rows, ids: ids, position: position) }
            }
        }
        if departures {
            departures = false
            dropDeparted()
        }
        return !changed.isEmpty
    }

    /// Compares every watched row with its row in the list (see ``compare(rowsIn:)``), noting in
    /// ``departures`` a row that left the list. Called on the main actor only; nonisolated, so
    /// that the closure calling it needs no isolation check. Through buffers, like the sweep below,
    /// whose plain-Swift loop copied each row and retained its references (store-list-1000
    /// 23,850 -> 24,546 there; this loop's share was not measured alone).
    @inlinable
    nonisolated func compare(_ rows: UnsafeBufferPointer<Row>, ids: UnsafeBufferPointer<ID>?, position: (ID, Int) -> Int?) {
        watched.withUnsafeMutableBufferPointer { watched in
            for index in watched.indices {
                let hint = watched[index].position
                let at: Int
                if let ids, hint < ids.count, ids[hint] == watched[index].id {
                    at = hint  // the common case, checked here rather than through a call
                } else if let found = position(watched[index].id, hint) {
                    at = found
                    watched[index].position = at
                } else {
                    // A row that left the list: its store departed, and keeps the values it showed.
                    watched[index].departed.value = true
                    self.departures = true
                    continue
                }
                let row = rows.baseAddress! + at
                if row.pointee == watched[index].last { continue }  // the common case: unchanged
                watched[index].last = row.pointee
                let store = watched[index].store
                let model = ModelReference(UnsafeRawPointer(row))
                if Watch.compare(store.state.watchList, at: model, into: &store.state.changedWatches) {
                    changed.append(store)
                }
            }
        }
    }

    @usableFromInline
    func compare(in rootModel: ModelReference) -> Bool { compareRows(self, rootModel) }

    /// Tells each changed row's readers, and keeps the rows told (see ``dropUnread()``).
    @usableFromInline
    func tellChanges() {
        for store in changed { store.tellChanges() }
        swap(&changed, &told)  // `told` was emptied before this update's comparison
    }

    /// Before comparing, now and then (``StoreHost/sweepDue``): drops from each watched row's store
    /// the values no observer tracks any more, and stops comparing a row with none left: the rows of
    /// a list scrolled past, whose views went, cost nothing after a few updates, changed or not.
    @inlinable
    nonisolated func dropRowsWithoutReaders() {
        var unread = false
        // Through the buffer: a plain `for row in watched` copies each row (its references retained);
        // with `Watch.dropUnread` in plain Swift too, store-list-1000 23,850 -> 24,546 (callgrind).
        watched.withUnsafeBufferPointer { watched in
            for index in watched.indices {
                // The common case, with no call and no removal; the store not retained (the group's
                // `stores` holds it): store-list-1000 pays 75 instructions a message less (callgrind).
                if watched[index].storeReference.withObject({ $0.everyWatchRead() }) { continue }
                let store = watched[index].store
                store.dropUnread()
                if store.state.watchList.isEmpty { unread = true }
            }
        }
        if unread {
            watched.removeAll { row in
                if !row.store.state.watchList.isEmpty { return false }
                row.compared.value = false
                return true
            }
        }
    }

    /// Before comparing: drops the values told of a change in the last update and not read since;
    /// a row with none left has no reader, and is compared no more until its store is read again
    /// (it is then seen anew). The group stays with its host, comparing what is left. Inlinable,
    /// so that it is specialized with the comparison: generic, finding a row store's type costs
    /// more than the rest of it; called on the main actor only, and nonisolated, so that it costs
    /// no isolation check.
    @inlinable
    nonisolated func dropUnread() {
        var unread = false
        told.withUnsafeBufferPointer { told in
            for index in told.indices {
                // Only this group's row stores are here, so the unchecked cast holds; a checked one
                // would look the type up through its metadata for each store told (a cost per told row
                // store, not measured alone: no bench row tells many row stores at once).
                let store = knownCast(told[index] as AnyObject, to: Store<Row, RowMsg>.self)
                if store.state.toldUnread == 0 { continue }
                store.dropTold()
                if store.state.watchList.isEmpty { unread = true }
            }
        }
        told.emptyKeepingStorage()
        if unread {
            watched.removeAll { row in
                if !row.store.state.watchList.isEmpty { return false }
                row.compared.value = false
                return true
            }
        }
    }
}
