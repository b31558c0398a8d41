/// The ids of a list's rows, in order, and each id's position: the part of ``IdentifiedRows`` that
/// only adding, removing and reordering rows change.
///
/// It is a class, copied on write by ``IdentifiedRows``, for one reason: so that ``Children`` can
/// tell which rows an update removed without holding the ids it had before. Holding them made the
/// update's first removal copy every id (the ids were no longer the list's alone), a cost in
/// proportion to the list for removing one row. Instead, while an update runs, the index keeps a
/// ``RowJournal`` of its edits, and the rows that left are read from it (see
/// `IdentifiedRows+Departures.swift`).
///
/// `@unchecked Sendable`: an index is changed only through a list that holds it alone (copy on
/// write), so a list sent to another thread never shares a changing index. Its properties, and
/// its journal's, skip the runtime's exclusivity checks: each is reached for one read or one
/// change at a time, by the one list that holds it, and the checks cost about 900 instructions a
/// message routed to a row (callgrind `child-row-500`, 1,761 with them).
@usableFromInline
final class RowIndex<ID: Hashable>: @unchecked Sendable {
    /// The rows' ids, in order.
    @exclusivity(unchecked) @usableFromInline var ids: [ID]
    /// Each id's position in `ids`.
    @exclusivity(unchecked) @usableFromInline var positions: [ID: Int]
    /// The journal of a ``Children`` that compares this index across an update, once one has.
    @exclusivity(unchecked) @usableFromInline var journal: RowJournal<ID>?

    @usableFromInline
    init(ids: [ID], positions: [ID: Int]) {
        self.ids = ids
        self.positions = positions
    }

    /// The same ids and positions, for a list about to change an index it shares; the journal
    /// stays with the index it was opened on.
    @usableFromInline
    func copy() -> RowIndex { RowIndex(ids: ids, positions: positions) }

    /// Notes an edit, while a journal is open.
    @inlinable
    func note(_ edit: RowJournal<ID>.Edit) {
        if let journal, journal.isOpen { journal.edits.append(edit) }
    }

    /// An index that goes while its journal is open — its list was replaced as a whole during an
    /// update — leaves its ids in the journal, so that the rows that were there can still be told,
    /// and keeps the journal alive for the watch, which holds it unretained and lets it go once
    /// it has read it (`IdentifiedRows.departedIDs(since:)`).
    deinit {
        if let journal, journal.isOpen {
            journal.idsWhenGone = ids
            _ = Unmanaged.passRetained(journal)
        }
    }
}

/// The edits one update made to a ``RowIndex``, in order, from which ``Children`` tells the rows
/// that left: each edit says where it happened, so the ids before the update can be rebuilt by
/// undoing the edits, last first, when more than one row may have left.
@usableFromInline
final class RowJournal<ID: Hashable> {
    /// One change to a list's ids.
    @usableFromInline
    enum Edit {
        /// The row with this id was removed from this position.
        case removed(ID, at: Int)
        /// A row with this id was inserted at this position.
        case inserted(ID, at: Int)
        /// The ids were replaced as a whole (a sort, a move, a filter); these were the ids before.
        case replaced([ID])
    }

    /// Whether an update is running over the index: edits are noted only then.
    @exclusivity(unchecked) @usableFromInline var isOpen = false
    /// The edits since the journal opened.
    @exclusivity(unchecked) @usableFromInline var edits: [Edit] = []
    /// The index's ids when it went away with the journal open.
    @exclusivity(unchecked) @usableFromInline var idsWhenGone: [ID]?

    @usableFromInline init() {}

    /// Starts noting edits.
    @inlinable
    func open() {
        isOpen = true
    }

    /// Stops noting edits and forgets them, keeping the journal's storage for the next update
    /// unless an update made many edits (a list filled row by row).
    @inlinable @inline(__always)
    func close() {
        isOpen = false
        if !edits.isEmpty { edits.removeAll(keepingCapacity: edits.count <= 64) }
        if idsWhenGone != nil { idsWhenGone = nil }
    }

    /// When a few edits (up to 16, none replacing the whole list) took at most one row away that
    /// was there before: that row's id, or none. Nil when the edits must be undone to tell (two
    /// rows left, whose order only the ids before can give).
    @inlinable
    func loneDeparture(isPresent: (ID) -> Bool) -> [ID]? {
        guard edits.count <= 16 else { return nil }
        var gone: [ID] = []
        for (index, edit) in edits.enumerated() {
            switch edit {
            case .replaced: return nil
            case .inserted: continue
            case .removed(let id, _):
                // A row added by an earlier edit was not there before; one there now did not leave.
                let addedHere = edits[..<index].contains { if case .inserted(id, _) = $0 { true } else { false } }
                guard !addedHere, !isPresent(id), !gone.contains(id) else { continue }
                guard gone.isEmpty else { return nil }
                gone = [id]
            }
        }
        return gone
    }

    /// The ids as they were when the journal opened, from the ids after its edits: each edit
    /// undone, last first.
    @inlinable
    func idsBeforeEdits(from after: [ID]) -> [ID] {
        var ids = after
        for edit in edits.reversed() {
            switch edit {
            case .removed(let id, let position): ids.insert(id, at: position)
            case .inserted(_, let position): ids.remove(at: position)
            case .replaced(let before): ids = before
            }
        }
        return ids
    }
}
