import Reel

/// The program a ``SceneHost`` runs, kept as the engine room keeps a host's hot state (see
/// ``StoreHostStorage``), and the program's model and observer joined to the host.
///
/// Reads the program's model and observes its updates through Reel's package API
/// (`modelInPlace`, `observeModel`), which hand out the model in place.
@MainActor @usableFromInline
class SceneHostStorage<S: Reel.Scene>: StoreHost {  // `Reel.`: SwiftUI has a `Scene` too
    /// The program, once the scene has started. Read on every send, by the main actor alone:
    /// unchecked for exclusive access, which would cost a runtime check each time.
    @exclusivity(unchecked) @usableFromInline final var started: Program<S>?
    /// ``started``, unretained, for sends: `started` holds it for as long as this host lives (it is
    /// never set back), so a send calls it without retaining it. The program is held weakly by its
    /// own interpreter, so retaining and releasing it takes the runtime's slow path: 170
    /// instructions a message on `store-list-1000` (callgrind).
    @exclusivity(unchecked) @usableFromInline final var sendTarget: ManualReference<Program<S>>?

    /// Nothing started.
    override init() { super.init() }

    /// Runs the scene in `program` from now on: its model is this host's root model, and each of
    /// its updates is followed, on the main thread inside the program's drain, by the host's
    /// comparison (``StoreHost/afterUpdate(applying:)``). Returns the model.
    final func adopt(_ program: Program<S>) -> ModelReference {
        started = program
        sendTarget = ManualReference(unretained: program)
        let model = ModelReference(programModel: program.modelInPlace)
        startedModel = model
        // The program calls this on the main thread, inside its drain, after every update. It
        // lives as long as the program, which lives as long as this host.
        // The program runs its loop on the main queue, so this is called on the main actor; saying
        // so to the compiler with `MainActor.assumeIsolated` would check it at run time on every
        // update (about 700 instructions on Linux), so the isolated closure is passed as the plain
        // function it is (isolation is not part of a function's calling convention), and the
        // check is left to debug builds.
        let host = WeakHost(self)
        let afterUpdate: @MainActor (S.Msg) -> Void = { msg in host.host?.afterUpdate(applying: msg) }
        let onMainQueue = unsafeBitCast(afterUpdate, to: ((S.Msg) -> Void).self)
        program.observeModel { _, msg in
            assert(MainQueue.isCurrent, "a store's program runs its loop on the main queue")
            onMainQueue(msg)
        }
        return model
    }
}
