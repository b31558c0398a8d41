import Foundation

/// Which rows of a list left during an update: what ``ChildList`` asks after each message, to
/// cancel the work of the rows that left.
///
/// The cost is the update's own edits, not the list's length. Before the update, the list's index
/// opens a ``RowJournal`` — when it is the list's alone, as it is in a running program — and
/// every edit is noted with its position; after, the rows that left are read from the edits: none
/// when there were none, the one removed when one was. The list is never held across the update,
/// so the update's removals change it in place rather than copying its ids first (callgrind
/// `child-remove-10000x1`).
///
/// What the journal cannot tell alone, it rebuilds exactly: the ids before the update are the ids
/// after with the edits undone, last first; and an index replaced as a whole (`rows = other`)
/// left its ids in the journal as it went, or is still held elsewhere and read there. Every path
/// gives the same rows in the same order, the order they stood in before the update, so a test
/// (whose tester keeps the model from before, so that its list's index is shared and held) and a
/// program cancel the same scopes in the same order.
@usableFromInline
enum RowsBeforeUpdate<ID: Hashable> {
    /// The list's index was its own: its journal notes the update's edits. Both unretained, which
    /// spares a retain and a release a message (with the journal read through
    /// `withObject` below, callgrind `child-row-500` went from 810 to 751): the index is alive
    /// while its journal has no `idsWhenGone`, and the journal while its index is, or, once the
    /// index went, by the retain its `deinit` left, which the watch gives back.
    case journal(ManualReference<RowJournal<ID>>, ManualReference<RowIndex<ID>>)
    /// The index was shared with another list, or already watched: held, with a retain given back
    /// once read, so that the list's first edit copies it and it keeps the ids from before.
    /// A manual reference, like the case above, so that dropping this value is free: no outlined destroy
    /// on every step (callgrind `child-row-500`, 659 with an `[ID]` held here, 595 without).
    case held(ManualReference<RowIndex<ID>>)
}

extension IdentifiedRows {
    /// Opens a watch over the list's edits for the length of an update.
    @inlinable @inline(__always)
    mutating func openDepartureWatch() -> RowsBeforeUpdate<Row.ID> {
        // Shared, its first edit copies the index anyway: holding it costs nothing more.
        guard isKnownUniquelyReferenced(&rowIndex) else { return .held(ManualReference(retaining: rowIndex)) }
        let journal: RowJournal<Row.ID>
        if let existing = rowIndex.journal {
            guard !existing.isOpen else { return .held(ManualReference(retaining: rowIndex)) }
            journal = existing
        } else {
            journal = RowJournal()
            rowIndex.journal = journal
        }
        journal.open()
        return .journal(ManualReference(unretained: journal), ManualReference(unretained: rowIndex))
    }

    /// The ids of the rows that were in the list when the watch opened and are not now, in the
    /// order they stood, or nil for none; closes the watch.
    @inlinable @inline(__always)
    func departedIDs(since before: RowsBeforeUpdate<Row.ID>) -> [Row.ID]? {
        switch before {
        case .held(let held):
            return departed(from: held.takeRetained().ids)
        case .journal(let opened, let start):
            // Most steps: the list's own index, not edited. The journal is reached without a
            // retain: it is alive, kept by its index, or by the retain its index's `deinit` left.
            let untouched = opened.withObject { journal in
                guard journal.edits.isEmpty, journal.idsWhenGone == nil, start.refers(to: rowIndex) else { return false }
                journal.isOpen = false
                return true
            }
            return untouched ? nil : departedIDs(journal: opened, openedOn: start)
        }
    }

    /// The ids that left, from a journal opened on the index `start` that has edits, or whose
    /// index is no longer the list's; closes the journal, and gives back the retain a gone index left.
    @inlinable @inline(never)
    func departedIDs(
        journal opened: ManualReference<RowJournal<Row.ID>>, openedOn start: ManualReference<RowIndex<Row.ID>>
    ) -> [Row.ID]? {
        let journal = opened.object
        let indexWent = journal.idsWhenGone != nil
        defer {
            journal.close()
            if indexWent { opened.release() }
        }
        if !indexWent, start.refers(to: rowIndex) {
            // The list's own index, changed in place: one row deleted, the commonest edit; or a
            // few edits that took one row away (perhaps adding another): that row, with no order
            // to find among others.
            if journal.edits.count == 1, case .removed(let id, _) = journal.edits[0] { return [id] }
            if let gone = journal.loneDeparture(isPresent: { rowIndex.positions[$0] != nil }) { return gone.isEmpty ? nil : gone }
            return departed(from: journal.idsBeforeEdits(from: rowIndex.ids))
        }
        // The index was replaced, or copied away and changed: its ids from where they are now.
        let last = journal.idsWhenGone ?? start.object.ids
        return departed(from: journal.idsBeforeEdits(from: last))
    }

    /// The ids of `before` that are not in the list, or nil for none.
    @inlinable
    func departed(from before: [Row.ID]) -> [Row.ID]? {
        // Unchanged ids are the very same storage: one comparison, whatever the list's length.
        let after = ids
        if sameStorage(before, after) { return nil }
        // Only ids between the common head and the common tail can have left: a row deleted
        // anywhere costs a walk comparing ids, and a lookup for that row alone.
        let middle = changedRange(from: before, to: after)
        let gone = before[middle].filter { rowIndex.positions[$0] == nil }
        return gone.isEmpty ? nil : gone
    }
}
