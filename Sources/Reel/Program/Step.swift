/// One step of the loop, as observers see it: the message `update` applied, what it asked for, and
/// the result.
///
/// In Reel a *step* is always that, one applied message numbered from 1 in its session;
/// the other `…Step` types are the same step seen elsewhere: `LoggedStep` as a log stored it, and
/// in ReelTesting `ReplayedStep` (shown) and `ExploredStep` (checked by a property).
public struct Step<S: Scene> {
    /// The step's position in the session: 1 for the first message.
    public let index: Int
    /// The message that was applied.
    public let msg: S.Msg
    /// The effect the update returned.
    public let effect: Effect<S.Msg>
    /// How the running subscriptions changed after the update (usually not at all).
    public let subscriptions: SubscriptionChanges<S.Msg>
    /// The model after the update.
    public let model: S.Model
    private let rendered: RenderedFrame<S>

    @usableFromInline
    init(
        index: Int, msg: S.Msg, effect: Effect<S.Msg>, subscriptions: SubscriptionChanges<S.Msg>, model: S.Model,
        size: FrameSize
    ) {
        self.index = index
        self.msg = msg
        self.effect = effect
        self.subscriptions = subscriptions
        self.model = model
        self.rendered = RenderedFrame(model: model, size: size)
    }

    /// The frame the model renders to; drawn on first use and shared by every observer of the step.
    public var frame: Frame { rendered.frame }
}

/// Renders a model at most once, and only if somebody looks: a step with no interested observer
/// costs no rendering.
final class RenderedFrame<S: Scene> {
    private let model: S.Model
    private let size: FrameSize
    private lazy var cached: Frame = S.frame(of: model, size: size)

    init(model: S.Model, size: FrameSize) {
        self.model = model
        self.size = size
    }

    var frame: Frame { cached }
}
