import Observation
import Reel

extension Store {
    /// One store per row of a list, in order, each found by its row's id: a row's view is
    /// invalidated only when its own row changes, and the list's reader only when rows come, go
    /// or move. `store.scope(each: \.rows, List.Msg.row)`, with `case row(Row.ID, Row.Msg)`. Like a
    /// part's store, the group is identified by where it is asked for too (see `scope(_:_:)`).
    ///
    /// A row's store is made once and kept while its id is in the list; once its row is seen gone,
    /// it has departed (shows what it showed, drops its sends), and a row of the same id coming
    /// back gets a new store. `IdentifiedRows` keeps its
    /// ids apart from its rows, so that telling whether the list kept its shape after an update
    /// costs one comparison, whatever its length.
    @inlinable
    public func scope<Row: Equatable & Identifiable, RowMsg: Sendable>(
        each keyPath: KeyPath<Model, IdentifiedRows<Row>>, _ embed: @escaping (Row.ID, RowMsg) -> Msg,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> [Store<Row, RowMsg>] {
        let ids = watchIDs(keyPath)
        readWatch(ids)
        let group = rowGroup(
            keyPath, embed, at: CallSite(fileID: fileID, line: line, column: column),
            rows: RowGroup<Row.ID, Row, RowMsg>.identifiedRows)
        return group.stores(for: ids.value(as: [Row.ID].self))
    }

    /// The watch of a list's ids, made on its first read: compared where the list lies in the model
    /// when it is a stored property. `ids` is computed (see `IdentifiedRows`), so a key path to it
    /// would go through the runtime's projection after every update, and an appended key path is
    /// a new object at every read (callgrind `store-list-1000`).
    @inlinable
    func watchIDs<Row: Identifiable>(_ keyPath: KeyPath<Model, IdentifiedRows<Row>>) -> Watch {
        if let existing = watches[.rowIDs(keyPath)] { return existing }
        guard let offset = MemoryLayout<Model>.offset(of: keyPath) else {
            return watch(key: .rowIDs(keyPath)) { $0[keyPath: keyPath].ids }
        }
        return addWatch(key: .rowIDs(keyPath), initial: current { $0[keyPath: keyPath].ids }) { box in
            { model in
                let ids = model.advanced(by: offset)[as: IdentifiedRows<Row>.self].ids
                if ids == box.value { return false }  // the same storage, when the rows kept their places
                box.value = ids
                return true
            }
        }
    }

    /// One store per row of a list kept as an array, each found by the id `id` reads from its row.
    ///
    /// Telling whether the list kept its shape compares every id after every update; a long list
    /// is better kept as `IdentifiedRows` (see the `IdentifiedRows` form above).
    @inlinable
    public func scope<Row: Equatable, ID: Hashable, RowMsg: Sendable>(
        each keyPath: KeyPath<Model, [Row]>, id: @escaping (Row) -> ID, _ embed: @escaping (ID, RowMsg) -> Msg,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> [Store<Row, RowMsg>] {
        let ids = watch(key: .rowIDs(keyPath)) { $0[keyPath: keyPath].map(id) }
        readWatch(ids)
        let group = rowGroup(
            keyPath, embed, at: CallSite(fileID: fileID, line: line, column: column),
            rows: RowGroup<ID, Row, RowMsg>.arrayRows(id: id))
        return group.stores(for: ids.value(as: [ID].self))
    }

    /// One store per row of a list whose rows send no messages of their own (items, lines of text).
    @inlinable
    public func scope<Row: Equatable, ID: Hashable>(
        each keyPath: KeyPath<Model, [Row]>, id: @escaping (Row) -> ID,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> [Store<Row, Never>] {
        scope(each: keyPath, id: id, noMessage, fileID: fileID, line: line, column: column)
    }

    /// The stores of a list's rows, made on the list's first read and kept with this store.
    @inlinable
    func rowGroup<List, ID: Hashable, Row: Equatable, RowMsg: Sendable>(
        _ keyPath: KeyPath<Model, List>, _ embed: @escaping (ID, RowMsg) -> Msg, at callSite: CallSite,
        rows: @escaping RowGroup<ID, Row, RowMsg>.Rows
    ) -> RowGroup<ID, Row, RowMsg> {
        // The key holds the group's type: what is cached under it is of that type.
        let key = PartKey(keyPath, .rows, of: RowGroup<ID, Row, RowMsg>.self, at: callSite)
        if let cached = parts[key] { return knownCast(cached, to: RowGroup<ID, Row, RowMsg>.self) }
        let forward = self.forward
        let list = location.appending(keyPath)
        // The comparison is made here, where the types are known, so that the comparison after each
        // update is specialized for them: the host calls it through a protocol.
        // Given the group rather than holding it: a group is held weakly by its host, so retaining
        // it takes the runtime's slow path (170 instructions a message on store-list-1000, callgrind).
        let group = RowGroup<ID, Row, RowMsg>(
            host: host, list: list.locate, listOffset: list.offset, rows: rows, embed: { forward(embed($0, $1)) },
            compareRows: { group, root in group.compare(rowsIn: root) })
        parts[key] = group
        return group
    }
}

/// Wraps a message that cannot exist: a row that sends nothing.
@inlinable
func noMessage<ID, Msg>(_ id: ID, _ never: Never) -> Msg {}
