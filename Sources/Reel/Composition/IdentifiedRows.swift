/// Rows with ids, in order, for a model's lists: each row found by its id in constant time, and
/// its ids kept apart from its rows.
///
/// Keeping the ids apart is what lets a UI know cheaply that a list kept its shape: an update that
/// changes a row in place (`rows[id: id]?.done = true`) leaves `ids` untouched, the very same
/// storage, so comparing it with the ids seen before costs one pointer comparison instead of a
/// walk over every row. ReelUI's `Store.scope(each:)` relies on it; a plain array of rows works
/// too, at the cost of comparing every id after every update.
///
/// A row's id never changes while it is in the list: assigning a row with another id at an
/// existing position is a programming error.
public struct IdentifiedRows<Row: Identifiable>: RandomAccessCollection {
    @usableFromInline package var rows: [Row]
    /// The ids, in order, and their positions, shared between copies until one of them adds,
    /// removes or reorders rows (see ``RowIndex`` for why it is a class).
    @usableFromInline var rowIndex: RowIndex<Row.ID>

    /// The rows' ids, in order.
    @inlinable public var ids: [Row.ID] { rowIndex.ids }

    /// Rows from a sequence; a later row with an id already seen replaces the earlier one.
    public init(_ rows: some Sequence<Row>) {
        self.rows = []
        self.rowIndex = RowIndex(ids: [], positions: [:])
        for row in rows { self[id: row.id] = row }
    }

    /// Rows already known to have different ids, and their positions.
    init(storage rows: [Row], positions: [Row.ID: Int]) {
        self.rows = rows
        self.rowIndex = RowIndex(ids: rows.map(\.id), positions: positions)
    }

    /// The index, made this list's alone before it changes: copied first if another list shares it.
    @inlinable
    mutating func uniqueIndex() -> RowIndex<Row.ID> {
        if !isKnownUniquelyReferenced(&rowIndex) { rowIndex = rowIndex.copy() }
        return rowIndex
    }

    /// The first position.
    @inlinable public var startIndex: Int { 0 }
    /// The position after the last row.
    @inlinable public var endIndex: Int { rows.count }

    /// The row at a position; a row set there must keep the id it replaces.
    @inlinable
    public subscript(position: Int) -> Row {
        get { rows[position] }
        set {
            precondition(newValue.id == rows[position].id, "a row set at a position must keep its id")
            rows[position] = newValue
        }
    }

    /// Changes the row at a position in place, without copying it out, keeping its id: how a
    /// list of child scenes applies a message to one row.
    @inlinable
    mutating func updateRow<Result>(at position: Int, _ body: (inout Row) -> Result) -> Result {
        let result = body(&rows[position])
        precondition(rows[position].id == rowIndex.ids[position], "a row changed in place must keep its id")
        return result
    }

    /// The position of the row with this id.
    @inlinable
    public func index(id: Row.ID) -> Int? { rowIndex.positions[id] }

    /// The row with this id: nil when there is none; setting a row adds it at the end, or replaces
    /// the row with its id in place; setting nil removes it. Inlinable, so that changing a row in
    /// place (`rows[id: id]?.done = true`, the common case) is specialized for the row's type.
    @inlinable
    public subscript(id id: Row.ID) -> Row? {
        get { rowIndex.positions[id].map { rows[$0] } }
        set {
            switch (rowIndex.positions[id], newValue) {
            case (let position?, let row?):
                precondition(row.id == id, "a row set by id must have that id")
                rows[position] = row
            case (let position?, nil):
                remove(at: position)
            case (nil, let row?):
                precondition(row.id == id, "a row set by id must have that id")
                append(row)
            case (nil, nil):
                break
            }
        }
    }

    /// Adds a row at the end, or replaces the row with its id in place.
    public mutating func append(_ row: Row) {
        if let position = rowIndex.positions[row.id] {
            rows[position] = row
            return
        }
        let rowIndex = uniqueIndex()
        rowIndex.note(.inserted(row.id, at: rows.count))
        rowIndex.positions[row.id] = rows.count
        rowIndex.ids.append(row.id)
        rows.append(row)
    }

    /// Inserts a row at a position; a row with its id already in the list is moved there instead
    /// (to that position in the list without it, or to the end when the list is now shorter).
    public mutating func insert(_ row: Row, at position: Int) {
        var position = position
        if let existing = rowIndex.positions[row.id] {
            remove(at: existing)
            position = Swift.min(position, rows.count)
        }
        let rowIndex = uniqueIndex()
        rowIndex.note(.inserted(row.id, at: position))
        rowIndex.ids.insert(row.id, at: position)
        rows.insert(row, at: position)
        reindex(from: position)
    }

    /// Removes and returns the row at a position.
    @discardableResult
    public mutating func remove(at position: Int) -> Row {
        let row = rows.remove(at: position)
        let rowIndex = uniqueIndex()
        rowIndex.note(.removed(row.id, at: position))
        rowIndex.ids.remove(at: position)
        rowIndex.positions[row.id] = nil
        reindex(from: position)
        return row
    }

    /// Removes the rows for which `shouldRemove` is true, keeping the others in order.
    public mutating func removeAll(where shouldRemove: (Row) throws -> Bool) rethrows {
        let kept = try rows.filter { try !shouldRemove($0) }
        guard kept.count != rows.count else { return }
        replaceRows(with: kept)
    }

    private mutating func reindex(from position: Int) {
        let rowIndex = self.rowIndex
        for offset in position..<rows.count { rowIndex.positions[rowIndex.ids[offset]] = offset }
    }
}

extension IdentifiedRows: Equatable where Row: Equatable {
    /// Two lists are equal when they hold equal rows in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rows == rhs.rows }
}

extension IdentifiedRows: Sendable where Row: Sendable, Row.ID: Sendable {}

extension IdentifiedRows: ExpressibleByArrayLiteral {
    /// Rows written as an array literal.
    public init(arrayLiteral rows: Row...) { self.init(rows) }
}

extension IdentifiedRows: CustomStringConvertible {
    /// The rows, as an array prints them.
    public var description: String { rows.description }
}

extension IdentifiedRows: CustomReflectable {
    /// The rows, as an array reflects them, rather than the list's storage.
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: rows, displayStyle: .collection) }
}
