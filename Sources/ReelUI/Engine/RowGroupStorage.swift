import Reel

/// What a ``RowGroup`` reads and writes after every update, kept as the engine room keeps a host's
/// hot state (see ``StoreHostStorage``): inherited, in `final` stored properties whose exclusive
/// access is not checked at run time, and not isolated, so that the comparison (called from a
/// closure) reaches them without an isolation check. Checked for exclusive access, `store-list-1000`
/// paid about 100 instructions a message (callgrind).
@usableFromInline
class RowGroupStorage<ID: Hashable, Row: Equatable, RowMsg: Sendable> {
    // Read and written after every update, by the main actor alone: unchecked for exclusive access,
    // and nonisolated, so that the comparison (called from a closure) costs no isolation check.
    /// The rows whose stores were read, with where each was last and what it was.
    @exclusivity(unchecked) @usableFromInline final var watched: [WatchedRow] = []
    /// The row stores whose values changed in this update (as the protocol, so that telling them,
    /// which the host asks for through the protocol, is not generic code).
    @exclusivity(unchecked) @usableFromInline final var changed: [any WatchingStore] = []
    /// The row stores told of a change in the last update: those of their watches not read since
    /// are dropped before the next comparison, and a row with none left is compared no more.
    @exclusivity(unchecked) @usableFromInline final var told: [any WatchingStore] = []
    /// Whether a watched row was found gone by the comparison under way (its store departed).
    @exclusivity(unchecked) @usableFromInline final var departures = false

    /// Nothing watched yet.
    @usableFromInline
    init() {}

    /// How a group reaches a list's rows: given the list, calls a function with the rows in place,
    /// their ids in place when the list keeps them apart (`IdentifiedRows`), and a function that
    /// finds a row's position by id, looking first at a hint. In place, so that comparing a row
    /// neither copies it nor retains what it holds.
    @usableFromInline
    typealias Rows = (ModelReference, (UnsafeBufferPointer<Row>, UnsafeBufferPointer<ID>?, (ID, Int) -> Int?) -> Void) -> Void

    /// A row whose store was read.
    @usableFromInline
    struct WatchedRow {
        /// The row's id.
        @usableFromInline let id: ID
        /// Where the row was last seen in its list: looked at first.
        @usableFromInline var position: Int
        /// The row as it was last seen.
        @usableFromInline var last: Row
        /// The row's store, held by ``RowGroup/stores`` for as long as it is here: not retained
        /// by the comparison (see ``ManualReference``).
        @usableFromInline let storeReference: ManualReference<Store<Row, RowMsg>>
        /// Whether the store departed (its location's, kept here to be set without isolation).
        @usableFromInline let departed: ValueBox<Bool>
        /// Whether the row is here (so its departure is seen after every update): shared with its
        /// store's send, which then need not look for the row.
        @usableFromInline let compared: ValueBox<Bool>

        /// A row watched from `position`, seen as `last`.
        @inlinable
        init(id: ID, position: Int, last: Row, store: Store<Row, RowMsg>, departed: ValueBox<Bool>, compared: ValueBox<Bool>) {
            self.id = id
            self.position = position
            self.last = last
            storeReference = ManualReference(unretained: store)
            self.departed = departed
            self.compared = compared
        }

        /// The row's store.
        @inlinable
        var store: Store<Row, RowMsg> { storeReference.object }
    }
}
