import Observation
import Reel

/// A scene hosted for an app's UI: SwiftUI and UIKit read its model and send it messages on the
/// main actor, and a view is invalidated only when what it read changes.
///
/// ```swift
/// let store = Store(Search.self, input: .init(api: .offline))
/// store.send(.queryChanged("med"))   // applied before `send` returns
/// store.query                        // "med": a view reading it is invalidated only by a new query
/// ```
///
/// **One loop.** A store runs its scene in a `Program` whose loop runs on the main queue: the
/// same drain, interpreter, latest-wins and cancellation rules as any program, and the same scene
/// type that `SceneTester`, `LogRecorder`, `Replay` and the explorer take. A message sent on the
/// main actor is applied before ``send(_:)`` returns, so a binding reads its new value at once;
/// results of effects and subscriptions arrive on the main actor in the order they were sent; a
/// message sent while an update's changes are being told (by an ``observe(_:)`` closure, say)
/// waits its turn, so `update` is never re-entered.
///
/// **What is observed.** Reading `store.query` (any `Equatable` value, by key path) registers
/// with the toolchain's `Observation` registrars (one per value read), so SwiftUI's own tracking and
/// `withObservationTracking` work unchanged. After each update the store compares only the values
/// that were read, each with the value seen last, and tells the registrar about those that
/// differ: a view that read `query` is not invalidated when `results` change. Reading ``model``
/// observes all of it. A value is compared after every update from its read until it changes:
/// its readers are then told, and a reader still there reads it again (as a view re-renders), so
/// a value told and not read since has no reader left and is compared no more until its next
/// read. What a send costs is bounded by what views read now, not by all they ever read; a
/// stored property is compared in place, without copying the model.
///
/// **Parts of the model.** `scope(_:_:)` gives a store of a child scene's model that sends
/// wrapped messages; `scope(each:_:)` gives one store per row of a list, by id, so that a row
/// re-renders only when its own row changes. Handles are cached by everything that makes them
/// (key path, kind, types, and a tag for a second wrapping of one part's messages: closures cannot
/// be compared): the same part gives the same store. An optional part's store belongs to one arrival of its part (and, for an `Identifiable`
/// part, to its id): once the part goes, or is replaced by another, the store has departed; it
/// keeps showing what it showed, never reads its successor, and drops what is sent through it.
/// A row's store departs likewise once its row is seen gone from its list. A row's store, and an
/// identifiable child's, is `Identifiable` by its row's or child's id, typed as the model declares
/// it; a store whose model is not `Identifiable` is `Hashable` by identity and has no `id` of its
/// own, so a model field named `id` reads through it like any other.
///
/// **Starting.** Making a store starts nothing: the scene starts (its startup effects run) when
/// the store, or any store scoped from it, is first read from, sent to or settled, or on
/// ``start()``. SwiftUI makes a `@State`'s initial value each time the view's struct is made and
/// keeps the first; the stores it throws away never send a request.
///
/// **Stopping.** Releasing the root store (the one made from the scene) stops its scene at once:
/// every command and subscription is cancelled and a late answer never reaches `update`, even
/// while a view still holds a part's or a row's store; such a store keeps showing what it showed
/// and drops what is sent through it. A child scene that its parent removes is stopped by the
/// parent's own update, as in any program.
@MainActor @dynamicMemberLookup
public final class Store<Model: Equatable, Msg: Sendable>: Observable {
    /// The scene's host: the program, and every store that was read from.
    @usableFromInline let host: StoreHost
    /// Where this store's model is in the scene's model.
    @usableFromInline let location: StoreLocation<Model>
    /// Sends a message of this store's to the scene, wrapped for it by every scope on the way.
    @usableFromInline let forward: (Msg) -> Void
    /// What this store's readers read, by what they read it through.
    @usableFromInline var watches: [WatchKey: Watch] = [:]
    /// What is read and written on every read and after every update (the watches by key path
    /// object, the comparison's lists) and the store's id, kept in the engine room (see ``StoreStorage``).
    @usableFromInline let state: StoreStorage
    /// Whether the host compares this store after every update (from its first watch on: a store
    /// whose watches were all dropped, told and not read again, stays there, comparing nothing).
    @usableFromInline var hostWatches = false
    /// Whom to tell when this store is first read from, if not its host: a row's store is compared
    /// by its list's group (see ``RowGroup``).
    @usableFromInline var whenFirstWatched: (() -> Void)?
    /// Stores of parts of this one, by everything that makes them (see ``PartKey``): the same
    /// part, kind, types and tag give the same store.
    @usableFromInline var parts: [PartKey: AnyObject] = [:]
    /// In a debug build, the ``WrappingCheck`` of each part's store of ``parts``; empty otherwise.
    @usableFromInline var wrappingChecks: [PartKey: AnyObject] = [:]
    /// The key paths of the stack screens scoped from this store, by stack and screen id: what is
    /// forgotten once a screen is popped (see ``scope(stack:id:_:)``).
    var scopedScreens: [AnyKeyPath: [Int: AnyKeyPath]] = [:]
    /// Held by the root store alone: stops the scene when the root store goes (see ``SceneLifetime``).
    @usableFromInline let lifetime: AnyObject?

    @usableFromInline
    init(
        host: StoreHost, location: StoreLocation<Model>, id: AnyHashable? = nil, lifetime: AnyObject? = nil,
        forward: @escaping (Msg) -> Void
    ) {
        self.host = host
        self.location = location
        state = StoreStorage(identity: id)
        self.lifetime = lifetime
        self.forward = forward
    }

    /// Sends a message: applied before this returns, unless another is being applied further up
    /// this thread (then it waits its turn).
    public func send(_ msg: Msg) {
        forward(msg)
    }

    /// The whole model; a reader is invalidated by any change to it.
    public var model: Model {
        let watch = watch(key: .wholeModel) { $0 }  // compared with ==, copied when it changes
        readWatch(watch)
        return watch.value(as: Model.self)
    }

    /// A value of the model, by key path; a reader is invalidated only when this value changes.
    @inlinable
    public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value {
        let watch = watch(keyPath)
        readWatch(watch)
        return watch.value(as: Value.self)
    }

    /// A value of the model that cannot be compared: a reader is invalidated by any change to the model.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value {
        model[keyPath: keyPath]
    }
}

extension Store: Hashable {
    /// Two stores are equal when they are the same store: a new store of the same row or child
    /// (the child presented again) is another value, for `navigationDestination(item:)`.
    public nonisolated static func == (lhs: Store, rhs: Store) -> Bool { lhs === rhs }

    /// Hashes the store itself, as ``==(_:_:)`` compares it.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Store: Identifiable where Model: Identifiable {
    /// The model's own id, typed as the model declares it (`store.id == 3`), as `ForEach` and
    /// `sheet(item:)` need: a row's store has its row's id, an identifiable child's store its
    /// child's (fixed for the store's life: a child replaced by another id gets a new store).
    ///
    /// A store whose model is not `Identifiable` has no `id` of its own, so a model field named
    /// `id` reads through the store as any other field; such a store is `Hashable` by identity.
    /// Read on the main actor, as SwiftUI reads it.
    public nonisolated var id: Model.ID {
        if let identity = state.identity { return identity.base as! Model.ID }  // set from this model's id, at the store's making
        // The model is the main actor's: read there, and handed out as `Identifiable` asks, from
        // no isolation (an id need not be `Sendable`, and a conformance cannot ask it to be).
        return readOnMainActor { current(\.id) }
    }
}

/// The store of a scene: `StoreOf<Search>` is `Store<Search.Model, Search.Msg>`, the type a view
/// over the search holds (a part's store has its part's types).
public typealias StoreOf<S: Scene> = Store<S.Model, S.Msg>
