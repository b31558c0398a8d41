import Reel
import Foundation

/// A session replayed: `update` folded over logged messages from the scene's start model, with no
/// effect run (their results are already in the log, as the messages that followed).
///
/// Replay is pure and deterministic: the same log gives the same models and frames on any
/// machine. It is also the shell's time travel: ``travel(to:inLogAt:input:)`` replays a log up to
/// a step and hands back the model and frame there.
public struct Replay<S: LoggableScene> {
    /// The size frames are rendered at.
    public let frameSize: FrameSize
    /// The model after the steps applied so far.
    public private(set) var model: S.Model
    /// How many steps have been applied.
    public private(set) var stepsApplied = 0
    /// The effect `start` returned (not run).
    public let startEffect: Effect<S.Msg>
    /// How the last applied message changed the declared subscriptions (none are run).
    public private(set) var subscriptionChanges = SubscriptionChanges<S.Msg>.none
    /// The subscriptions the model declares, as a running program would have them.
    public private(set) var subscriptions: [Subscription<S.Msg>] = []

    /// The scene's start model, ready for the first logged message.
    public init(input: S.Input, frameSize: FrameSize = .standard) {
        (model, startEffect) = S.start(input)
        self.frameSize = frameSize
        subscriptions = SubscriptionChanges.between(running: [], declared: S.subscriptions(model).all).started
    }

    /// Applies one message and returns the effect the update asked for, without running it.
    @discardableResult
    public mutating func apply(_ msg: S.Msg) -> Effect<S.Msg> {
        stepsApplied += 1
        let effect = S.update(&model, msg)
        let declared = S.subscriptions(model).all
        // Most messages leave the declared set as it was: then there is nothing to work out.
        subscriptionChanges = declared == subscriptions ? .none : SubscriptionChanges.between(running: subscriptions, declared: declared)
        if !subscriptionChanges.isEmpty { subscriptions = subscriptionChanges.applied(to: subscriptions) }
        return effect
    }

    /// The current model rendered at ``frameSize``.
    public var frame: Frame { S.frame(of: model, size: frameSize) }

    /// Replays the log at `url` up to step `step` (0 for the start) and returns the replay there.
    ///
    /// Steps are counted as the log numbers them: a step a migration dropped is not applied, so
    /// the replay at step `n` has then applied fewer than `n` messages.
    public static func travel(to step: Int, inLogAt url: URL, input: S.Input) throws(LogError) -> Replay {
        guard step >= 0 else { throw .noSuchStep(requested: step, available: 0) }
        let reader = try LogReader<S>(contentsOf: url)
        var replay = Replay(input: input, frameSize: reader.header.frameSize)
        while reader.stepsRead < step {
            guard let logged = try reader.next() else {
                // The reader counts the steps it dropped at the end too: those are steps of the log.
                if reader.stepsRead >= step { break }
                throw .noSuchStep(requested: step, available: reader.stepsRead)
            }
            // Past a dropped step `step`, the next one read is beyond it.
            if logged.index > step { break }
            replay.apply(logged.msg)
        }
        return replay
    }
}

extension Replay where S.Input == Void {
    /// The scene's start model, ready for the first logged message.
    public init(frameSize: FrameSize = .standard) { self.init(input: (), frameSize: frameSize) }

    /// Replays the log at `url` up to step `step` (0 for the start) and returns the replay there.
    public static func travel(to step: Int, inLogAt url: URL) throws(LogError) -> Replay {
        try travel(to: step, inLogAt: url, input: ())
    }
}
