/// The stores of one list's rows, by id, and their comparison after each update.
///
/// The rows are compared as a group, not each store on its own: the list is found once per
/// update, each watched row in it by its id (at the position where it was last, checked first),
/// and a row equal to the one seen last is skipped whole, so only the row that changed compares
/// what its readers read. A screen of 30 rows over 1,000 costs 30 row comparisons per update.
@MainActor @usableFromInline
final class RowGroup<ID: Hashable, Row: Equatable, RowMsg: Sendable>: RowGroupStorage<ID, Row, RowMsg>, WatchingStore {
    /// The scene's host, which compares the group after every update.
    @usableFromInline let host: StoreHost
    /// Finds the list in the scene's model.
    @usableFromInline let list: (ModelReference, (ModelReference) -> Void) -> Bool
    /// Where the list is in the scene's model, when stored properties alone lead there (see
    /// ``StoreLocation/offset``): the comparison after each update then reaches it with no call.
    @usableFromInline let listOffset: Int?
    /// Calls a function with the list's rows in place (given the list), their ids in place when the
    /// list keeps them apart (`IdentifiedRows`), and a function that finds a row's position by id,
    /// looking first at a hint (see ``RowGroupStorage/Rows``).
    @usableFromInline let rows: Rows
    /// Sends a row's message to the scene.
    @usableFromInline let embed: (ID, RowMsg) -> Void
    /// The comparison, made where the types are known (see `Store.rowGroup(_:_:rows:)`). Given
    /// the group rather than holding it: a group is held weakly by its host, so retaining it takes
    /// the runtime's slow path (170 instructions a message on store-list-1000, callgrind).
    @usableFromInline let compareRows: (RowGroup, ModelReference) -> Bool
    /// Every row's store, by id.
    @usableFromInline var stores: [ID: Store<Row, RowMsg>] = [:]
    /// Whether the host compares this group after every update.
    @usableFromInline var hostCompares = false

    /// A group of the rows that `rows` reaches in the list that `list` finds.
    @inlinable
    init(
        host: StoreHost, list: @escaping (ModelReference, (ModelReference) -> Void) -> Bool, listOffset: Int?,
        rows: @escaping Rows, embed: @escaping (ID, RowMsg) -> Void, compareRows: @escaping (RowGroup, ModelReference) -> Bool
    ) {
        self.host = host
        self.list = list
        self.listOffset = listOffset
        self.rows = rows
        self.embed = embed
        self.compareRows = compareRows
        super.init()
    }

    /// The stores of the rows with these ids, in order: made where missing (a new row), and
    /// forgotten for ids no longer in the list.
    @inlinable
    func stores(for ids: [ID]) -> [Store<Row, RowMsg>] {
        var result: [Store<Row, RowMsg>] = []
        result.reserveCapacity(ids.count)
        for (position, id) in ids.enumerated() {
            if let existing = stores[id], !existing.location.departed.value {
                result.append(existing)
            } else if let made = makeStore(id, at: position) {
                result.append(made)
            }
        }
        if stores.count > result.count { forget(keeping: Set(ids)) }
        return result
    }

    @inlinable
    func makeStore(_ id: ID, at position: Int) -> Store<Row, RowMsg>? {
        let hint = ValueBox(position)
        let departed = ValueBox(false)
        let compared = ValueBox(false)
        let (list, rows) = (self.list, self.rows)
        // Once its row is seen gone, never found again: a row of the same id coming back is
        // another arrival, with a store of its own (as a departed optional part's).
        // Weakly: the group holds its stores, each store holds this through its location, and a
        // `[weak self]` only on the inner closure below would have this one hold the group strongly.
        let locate: (ModelReference, (ModelReference) -> Void) -> Bool = { [weak self] root, body in
            if departed.value { return false }
            var found = false
            _ = list(root) { list in
                rows(list) { rows, _, position in
                    guard let at = position(id, hint.value) else { return }
                    hint.value = at
                    found = true
                    body(ModelReference(row: at, of: rows))
                }
            }
            if !found {
                departed.value = true
                // Seen gone by a send or a read through it: no longer compared with its list.
                MainActor.assumeIsolated { self?.dropDeparted() }
            }
            return found
        }
        var row: Row?
        _ = locate(host.rootModel) { row = $0[as: Row.self] }
        guard let made = row else { return nil }  // the ids were read from the model just now
        let (embed, host) = (self.embed, self.host)
        let location = StoreLocation(whenMade: { made }, departed: departed, locate: locate)
        let store = Store<Row, RowMsg>(host: host, location: location, id: AnyHashable(id)) { msg in
            // Sent through a departed row's store, the message would reach a row of the same id
            // that came back, or nothing: dropped. A row compared after every update is known to
            // be there unless departed; another is looked for.
            if departed.value { return }
            if !compared.value, !location.locate(host.rootModel, { _ in }) { return }
            embed(id, msg)
        }
        // Weakly: a row's store may outlive its list's (a view still holding it); it is then compared by no one.
        store.whenFirstWatched = { [weak self, unowned store] in
            self?.startWatching(store, id: id, at: hint.value, compared: compared)
        }
        stores[id] = store
        return store
    }

    /// Compares a row's store after every update from now on (its first value was just read).
    @usableFromInline
    func startWatching(_ store: Store<Row, RowMsg>, id: ID, at position: Int, compared: ValueBox<Bool>) {
        guard !store.location.departed.value else { return }  // shows what it showed, compared no more
        if !hostCompares {
            hostCompares = true
            host.startWatching(self)
        }
        var row: Row?
        _ = list(host.rootModel) { list in
            rows(list) { rows, _, find in row = find(id, position).map { rows[$0] } }
        }
        guard let row else { return }
        watched.append(WatchedRow(id: id, position: position, last: row, store: store, departed: store.location.departed, compared: compared))
        compared.value = true
    }

    @usableFromInline
    func forget(keeping ids: Set<ID>) {
        stores = stores.filter { entry in
            if ids.contains(entry.key) { return true }
            entry.value.location.departed.value = true
            return false
        }
        dropDeparted()
    }

    /// Stops comparing the rows whose stores departed.
    @usableFromInline
    func dropDeparted() {
        watched.removeAll { row in
            if !row.departed.value { return false }
            row.compared.value = false
            return true
        }
        if watched.isEmpty && hostCompares {
            hostCompares = false
            host.stopWatching(self)
        }
    }
}
