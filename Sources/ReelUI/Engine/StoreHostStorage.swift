#if canImport(SwiftUI)
import SwiftUI  // `Transaction` is SwiftUI's there (a stand-in here, in Store+Animation.swift)
#endif

/// What a ``StoreHost`` reads and writes on every send and after every update, kept where
/// exclusive access is not checked at run time.
///
/// The engine room's storage pattern: a host's hot state is declared here, in `final` stored
/// properties marked `@exclusivity(unchecked)`, and the host inherits it, reaching each property
/// directly as its own. Only the main actor touches them, one access at a time, so the runtime
/// check that each access would otherwise cost buys nothing: checked, `updates` alone cost
/// `store-send` 446 and `store-list-1000` 1,100 instructions a message (callgrind). Not isolated
/// itself: a main-actor class may inherit from it, and nothing here runs code.
@usableFromInline
class StoreHostStorage {
    /// The scene's model, in place, once the scene has started (see ``StoreHost/rootModel``).
    // Read on every read and send: unchecked, as every property here is (see the type).
    @exclusivity(unchecked) @usableFromInline final var startedModel: ModelReference?
    // Read and written after every update, by the main actor alone: unchecked for exclusive
    // access, which would cost a runtime check each time.
    /// Stores with watches, held weakly: a store lives as long as somebody (a view, a parent's
    /// cache) holds it, and the scene's host must not keep the root store alive.
    @exclusivity(unchecked) final var watching: [WeakStore] = []
    /// The stores whose values changed in this update (kept between updates for its storage).
    @exclusivity(unchecked) final var changed: [any WatchingStore] = []
    /// `observe` closures whose values changed in this update, run again once all are told.
    @exclusivity(unchecked) final var rerun: [StoreObservation] = []
    // The three below, like the lists above, are touched by the main actor alone; `trackingNextSend`
    // is read on every send, so it is unchecked for exclusive access as `started` is.
    /// Set by an awaited send just before it sends (see ``Store/sendAndWait(_:)``): the work of
    /// the message that reaches the scene next is followed and handed to it.
    @exclusivity(unchecked) @usableFromInline final var trackingNextSend: SendTracking?
    /// The transaction of the changes being told, if they were made in one (see ``Store/transaction``).
    @exclusivity(unchecked) final var transaction: Transaction?
    /// How the scene's messages from its effects and subscriptions animate (see
    /// ``Store/animateMessages(_:)``); nil, and never consulted, unless a store asks.
    @exclusivity(unchecked) final var messageAnimation: ((Any) -> Transaction?)?
    /// How many updates were compared: every ``StoreHost/sweepInterval``-th, the stores also stop
    /// comparing the values no observer tracks any more (see ``Watch/hasReader()``).
    // Counted after every update, on the main actor alone: unchecked, as ``Watch/observedPath`` is (the figure is there).
    @exclusivity(unchecked) @usableFromInline final var updates = 0

    /// Empty: nothing started, nothing watched.
    @usableFromInline
    init() {}

    /// A store held weakly. A class, so that going through the list loads each store in place
    /// rather than copying a weak reference (which costs more than the load).
    final class WeakStore {
        /// The store, while somebody holds it.
        weak var store: (any WatchingStore)?

        /// Holds `store` weakly.
        init(store: any WatchingStore) { self.store = store }
    }
}
