import Foundation

/// The edits a SwiftUI list makes (`onMove`, `onDelete`), by id, and sorting: each rebuilds the
/// positions once, in one pass over the rows.
extension IdentifiedRows {
    /// Moves the rows at `offsets` to before the row at `destination` (an offset in the list as it
    /// was, up to `count`), keeping their order, as SwiftUI's `onMove` asks.
    public mutating func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
        precondition(destination >= 0 && destination <= count, "a move's destination must be within the list")
        guard let last = offsets.last else { return }
        precondition(offsets.first! >= 0 && last < count, "a moved offset must be within the list")
        var moved: [Row] = []
        var kept: [Row] = []
        moved.reserveCapacity(offsets.count)
        kept.reserveCapacity(count - offsets.count)
        for (offset, row) in rows.enumerated() {
            if offsets.contains(offset) { moved.append(row) } else { kept.append(row) }
        }
        let insertion = destination - offsets.count(in: 0..<destination)
        kept.insert(contentsOf: moved, at: insertion)
        replaceRows(with: kept)
    }

    /// Removes the rows at `offsets`, as SwiftUI's `onDelete` asks.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard let last = offsets.last else { return }
        precondition(offsets.first! >= 0 && last < count, "a removed offset must be within the list")
        var kept: [Row] = []
        kept.reserveCapacity(count - offsets.count)
        for (offset, row) in rows.enumerated() where !offsets.contains(offset) { kept.append(row) }
        replaceRows(with: kept)
    }

    /// Removes the row with this id, and returns it; nil when there is none.
    @discardableResult
    public mutating func remove(id: Row.ID) -> Row? {
        guard let position = rowIndex.positions[id] else { return nil }
        return remove(at: position)
    }

    /// Sorts the rows in place, so that `areInIncreasingOrder` holds between neighbours; not stable.
    public mutating func sort(by areInIncreasingOrder: (Row, Row) throws -> Bool) rethrows {
        var sorted = rows
        try sorted.sort(by: areInIncreasingOrder)
        replaceRows(with: sorted)
    }

    /// The same rows as a sorted list, leaving this one as it is.
    public func sorted(by areInIncreasingOrder: (Row, Row) throws -> Bool) rethrows -> IdentifiedRows {
        var copy = self
        try copy.sort(by: areInIncreasingOrder)
        return copy
    }

    /// Sets the rows to `newRows`, the same rows in another order or some of them, and rebuilds the
    /// ids and positions in one pass; the ids keep their storage when their order did not change.
    mutating func replaceRows(with newRows: [Row]) {
        let newIDs = newRows.map(\.id)
        if newIDs != ids {
            let rowIndex = uniqueIndex()
            rowIndex.note(.replaced(rowIndex.ids))
            rowIndex.positions = Dictionary(uniqueKeysWithValues: zip(newIDs, newIDs.indices))
            rowIndex.ids = newIDs
        }
        rows = newRows
    }
}
