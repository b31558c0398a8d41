/// What a ``Store`` reads and writes on every read and after every update, kept where exclusive
/// access is not checked at run time, and reached from no isolation.
///
/// The engine room's storage pattern (see ``StoreHostStorage``), held rather than inherited: a
/// public class's superclass would be public API. Only the main actor touches these lists, one
/// access at a time, so the runtime check that each access would otherwise cost buys nothing; and
/// a row group's comparison (see ``RowGroup``), and the store's own sweeps, reach them from no
/// isolation, which would otherwise cost an isolation check at each call. `@unchecked Sendable`
/// for that: it is the main actor's alone, which the compiler cannot see through the closures
/// that the comparison is called from. Checked, these lists cost 979 instructions a message on
/// `store-send` (14,071 → 15,050) and 1,673 on `store-list-1000` (22,585 → 24,257), callgrind.
@usableFromInline
final class StoreStorage: @unchecked Sendable {
    /// The watches of key paths read before, by the key path object itself: a view reads the same
    /// literal (one object) at every render, and hashing its identity costs a tenth of hashing
    /// the key path. Each object is held, so that no other can take its identity.
    @exclusivity(unchecked) @usableFromInline final var byObject: [ObjectIdentifier: (keyPath: AnyKeyPath, watch: Watch)] = [:]
    /// The first few key path objects read (their ids), looked through before ``byObject``: a view
    /// reads a handful of values, and comparing a few ids costs less than hashing one. Their key
    /// paths are held by ``byObject``; both are emptied together.
    @exclusivity(unchecked) @usableFromInline final var firstReadIDs: [ObjectIdentifier] = []
    /// The watches of ``firstReadIDs``, in the same order.
    @exclusivity(unchecked) @usableFromInline final var firstReadWatches: [Watch] = []
    // The three below are read and written after every update, by the main actor alone, and
    // reached from no isolation (see the type).
    /// Every watch the store compares, in the order first read: compared after each update.
    @exclusivity(unchecked) @usableFromInline final var watchList: [Watch] = []
    /// How many watches of ``watchList`` were told of a change and not read since: dropped from
    /// it before the next comparison (see ``Watch/told``).
    @exclusivity(unchecked) @usableFromInline final var toldUnread = 0
    /// The watches that changed in the last comparison, told once every store is compared.
    @exclusivity(unchecked) @usableFromInline final var changedWatches: [Watch] = []
    /// The id of a row's store (its row's id) or of an identifiable child's (its child's), which
    /// `Store.id` gives typed; nil for other stores. Set once, never changed: read from any
    /// isolation (`Identifiable` asks from none) though `AnyHashable` is not `Sendable`.
    @usableFromInline let identity: AnyHashable?

    /// Nothing read yet; `identity` as ``identity`` says.
    @usableFromInline
    init(identity: AnyHashable?) { self.identity = identity }
}
