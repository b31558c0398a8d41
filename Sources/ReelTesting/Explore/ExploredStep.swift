import Reel

/// What an exploration checked at one step: the message, the model before and after, the effect,
/// the frame and, for the properties that read it, the work in flight.
public struct ExploredStep<S: Scene> {
    /// The step's number in the session, from 1, as a log numbers it.
    public let index: Int
    /// The model before the message.
    public let before: S.Model
    /// The message.
    public let msg: S.Msg
    /// The model after the message.
    public let model: S.Model
    /// What the update returned.
    public let effect: Effect<S.Msg>
    /// The model rendered at the exploration's frame size.
    public var frame: Frame {
        switch rendering {
        case .drawn(let frame): frame
        case .onRead(let size): S.frame(of: model, size: size)
        }
    }
    /// The frame, or the size to draw it at each time a property reads it (an exhaustive check's
    /// steps: most properties read the model alone, and drawing was most of a step that starts no
    /// work, and a tenth of a check of the notes screen; no object is made per step to keep the
    /// drawn frame: a property reading it twice draws it twice).
    @usableFromInline let rendering: Rendering
    /// The commands waiting for their result and the subscriptions running after the step (its
    /// effect started and its subscriptions reconciled), oldest first.
    ///
    /// Kept track of for explorers with a property that reads it (``Property/work(_:_:)`` and
    /// the built-in work properties); empty otherwise, and in steps a ``SceneTester`` or a
    /// recorded log replays, which have no world.
    public let inFlight: [WorkInFlight]
    /// The work in flight before the step that the step ended without its result: commands it
    /// cancelled (by id, by a newer command with the same id, by scope) and subscriptions it stopped
    /// or restarted. Kept track of as ``inFlight`` is.
    public let stopped: [WorkInFlight]

    /// The step numbered `index`: `msg` took `before` to `model`, asking for `effect`; `frame` shows
    /// `model`; `inFlight` was in flight after it, and it ended `stopped`.
    @usableFromInline
    init(
        index: Int, before: S.Model, msg: S.Msg, model: S.Model, effect: Effect<S.Msg>, frame: Frame,
        inFlight: [WorkInFlight] = [], stopped: [WorkInFlight] = []
    ) {
        self.index = index
        self.before = before
        self.msg = msg
        self.model = model
        self.effect = effect
        rendering = .drawn(frame)
        self.inFlight = inFlight
        self.stopped = stopped
    }

    /// The step numbered `index`, as above, whose frame is drawn at `size` each time it is read.
    @inlinable
    init(
        index: Int, before: S.Model, msg: S.Msg, model: S.Model, effect: Effect<S.Msg>, frameSize size: FrameSize,
        inFlight: [WorkInFlight] = [], stopped: [WorkInFlight] = []
    ) {
        self.index = index
        self.before = before
        self.msg = msg
        self.model = model
        self.effect = effect
        rendering = .onRead(size)
        self.inFlight = inFlight
        self.stopped = stopped
    }

    /// A step's frame: drawn, or to draw at a size when read.
    @usableFromInline
    enum Rendering {
        case drawn(Frame)
        case onRead(FrameSize)
    }
}
