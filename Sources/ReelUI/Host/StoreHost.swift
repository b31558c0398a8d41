import Reel

/// A scene's side of its stores: the program that runs it on the main queue (made on first use),
/// and the stores that were read from, compared after each update.
///
/// Non-generic, so that a store of any part of the model (whose type says nothing of the scene)
/// reaches it; ``SceneHost`` is the one for a given scene.
@MainActor @usableFromInline
class StoreHost: StoreHostStorage {  // its hot state is kept in the engine room (see ``StoreHostStorage``)
    /// How often values without a reader are looked for: a value read by a view that went is
    /// compared for at most this many updates more. A power of two (see ``sweepDue``).
    @usableFromInline static let sweepInterval = 16

    /// A host with nothing started and nothing watched.
    override init() { super.init() }

    /// Whether this update looks for values without a reader.
    @inlinable
    final var sweepDue: Bool { updates & (StoreHost.sweepInterval - 1) == 0 }

    /// The scene's model, in place, on the main thread: reading it starts the scene if it has not
    /// started yet (a store's first read, send or settle).
    @inlinable
    final var rootModel: ModelReference { startedModel ?? start() }

    /// Starts the scene (see ``SceneHost``); returns its model.
    @usableFromInline
    func start() -> ModelReference { preconditionFailure("a scene's host knows its scene") }

    /// Has `store` compared after every update from now on (once it has its first watch).
    @usableFromInline
    func startWatching(_ store: any WatchingStore) {
        watching.append(WeakStore(store: store))
    }

    /// Stops comparing a store (a row whose id left its list).
    @usableFromInline
    func stopWatching(_ store: any WatchingStore) {
        watching.removeAll { $0.store === store || $0.store == nil }
    }

    /// After each update: compares every value that was read, then tells the registrars of those
    /// that changed, then runs again the `observe` closures that read them. Comparing everything
    /// before telling anything means no reader sees a half-compared model.
    func afterUpdate() {
        updates &+= 1
        var gone = false
        let rootModel = self.rootModel
        // The first store that changed is kept here, the others in `changed`: most updates change
        // what one store compares, and a store is weakly referenced (by `watching`), so each retain
        // and release of it in a list takes the runtime's slow path (297 instructions a message on
        // store-list-1000, callgrind).
        var first: (any WatchingStore)?
        for entry in watching {
            guard let store = entry.store else {
                gone = true
                continue
            }
            if store.compare(in: rootModel) {
                if first == nil { first = store } else { changed.append(store) }
            }
        }
        if gone { watching.removeAll { $0.store == nil } }
        guard let first else { return }
        let outer = Telling.host  // see ``Telling``
        Telling.host = ManualReference(unretained: self)  // held by its caller for as long as it tells
        first.tellChanges()
        if !changed.isEmpty {
            for store in changed { store.tellChanges() }
            changed.emptyKeepingStorage()
        }
        Telling.host = outer
        if !rerun.isEmpty {
            let due = rerun
            rerun = []
            for observation in due { observation.run() }
        }
    }

    /// Runs an `observe` closure again after this update's changes are all told.
    func scheduleRerun(_ observation: StoreObservation) {
        rerun.append(observation)
    }

    /// Whether messages wait for the main queue, and how many commands run.
    var pending: (queued: Bool, inFlight: Int) { preconditionFailure("a scene's host knows its program") }

    /// The commands that could not start, in order (the program's `faults`); none without a program.
    var faults: [RequestFault] { [] }

    /// Returns once the scene is idle, or `within` has passed (false), letting the main actor run.
    func idle(within duration: Duration) async -> Bool { preconditionFailure("a scene's host knows its program") }
}

/// A store as its host compares it.
@MainActor @usableFromInline
protocol WatchingStore: AnyObject {
    /// Compares every watched value with the last one seen; true if any changed (told later).
    func compare(in rootModel: ModelReference) -> Bool
    /// Tells the registrar of every watched value that changed in the last comparison.
    func tellChanges()
}

/// The host of one scene: owns its program, whose loop runs on the main queue, made on the
/// first read, send or settle of any of its stores rather than with the root store. SwiftUI
/// evaluates a `@State`'s initial value each time a view's struct is made and keeps the first:
/// a store made and dropped starts nothing (no startup effect, no subscription).
@MainActor @usableFromInline
final class SceneHost<S: Reel.Scene>: SceneHostStorage<S> {  // `Reel.`: SwiftUI has a `Scene` too
    /// What the program is made of, until it is made.
    private var recipe: Recipe?
    /// Whether the root store is gone, and the program it started: shared with the root store's
    /// ``SceneLifetime``, which stops the program when the root store goes.
    @usableFromInline let lifetime: Locked<SceneLifetime<S>.State>
    /// The model of a scene whose root store went before it started: shown, never updated.
    private var stillModel: KeptModel<S.Model>?

    /// The program's arguments, kept until the scene starts.
    private struct Recipe {
        let input: S.Input
        let services: Services
        let frameSize: FrameSize
        let observers: [Program<S>.ObserverEntry]
    }

    @usableFromInline
    init(
        input: S.Input, services: Services, frameSize: FrameSize, observers: [Program<S>.ObserverEntry],
        lifetime: Locked<SceneLifetime<S>.State>
    ) {
        recipe = Recipe(input: input, services: services, frameSize: frameSize, observers: observers)
        self.lifetime = lifetime
        super.init()
    }

    /// Sends a message to the scene, starting it first if it has not started; dropped once the
    /// root store is gone.
    @inlinable
    func send(_ msg: S.Msg) {
        if trackingNextSend != nil { return sendTracked(msg) }
        if let sendTarget {
            Self.send(msg, to: sendTarget)
        } else {
            _ = rootModel
            started?.sendOnProgramThread(msg)
        }
    }

    /// Sends to the program without retaining it (see ``sendTarget``). Nonisolated: the closure
    /// made here is not the main actor's, so calling it costs no run-time isolation check (made in
    /// ``send(_:)``, it cost 290 instructions a message, more than the retain it saves).
    @inlinable
    nonisolated static func send(_ msg: S.Msg, to program: ManualReference<Program<S>>) {
        program.withObject { $0.sendOnProgramThread(msg) }
    }

    override func start() -> ModelReference {
        guard let recipe else { preconditionFailure("a scene starts once") }
        self.recipe = nil
        if lifetime.withLock({ $0.rootGone }) {
            // Read through a part's store after the root store went: nothing runs, nothing starts.
            let still = KeptModel(S.start(recipe.input).0)
            stillModel = still
            startedModel = still.reference
            return still.reference
        }
        let program = Program<S>(
            input: recipe.input, services: recipe.services, frameSize: recipe.frameSize,
            observers: recipe.observers, onMain: true)
        lifetime.withLock { $0.program = program }
        return adopt(program)
    }

    /// Every store is gone: the scene stops (if the root store's going has not stopped it already).
    deinit {
        lifetime.withLock { $0.program }?.stop()
    }

    override var pending: (queued: Bool, inFlight: Int) {
        guard let started else { return (false, 0) }
        return (started.hasQueuedMessages, started.inFlight)
    }

    override var faults: [RequestFault] { started?.faults ?? [] }

    override func idle(within duration: Duration) async -> Bool {
        guard let started else { return true }
        return await withCheckedContinuation { continuation in
            started.whenIdle(timeout: duration) { idle in continuation.resume(returning: idle) }
        }
    }
}
