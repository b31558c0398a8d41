import Reel

/// The host of a preview's store: a model and a scene's `update`, with no program, no services,
/// no startup effects and no subscriptions. A message sent runs `update` on the model in place
/// and drops the effect it returns, then the store's readers are told, as after any update.
@MainActor @usableFromInline
final class PreviewHost<S: Scene>: StoreHost {
    /// The model, in place, for as long as the host lives.
    private let kept: KeptModel<S.Model>
    /// Messages sent while one is being applied (by a reader told of its change): applied in turn.
    private var queued: [S.Msg] = []
    /// Whether a message is being applied.
    private var applying = false

    @usableFromInline
    init(model: S.Model) {
        kept = KeptModel(model)
        super.init()
        startedModel = kept.reference
    }

    /// Applies a message with the scene's `update`, and those it causes to be sent meanwhile;
    /// the effects are dropped.
    @usableFromInline
    func send(_ msg: S.Msg) {
        queued.append(msg)
        if applying { return }
        applying = true
        defer { applying = false }
        while !queued.isEmpty {
            let next = queued.removeFirst()
            _ = kept.update { S.update(&$0, next) }
            afterUpdate(applying: next)
        }
    }

    override func start() -> ModelReference { kept.reference }

    override var pending: (queued: Bool, inFlight: Int) { (false, 0) }

    override func idle(within duration: Duration) async -> Bool { true }
}
