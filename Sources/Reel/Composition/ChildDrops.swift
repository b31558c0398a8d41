/// Where a message for a child that is gone is noted: nowhere in a program (it changes nothing),
/// and in a `SceneTester`'s `dropped` list while it applies a message.
///
/// A task-local, read only when a drop happens: `update` stays a pure function of the model and
/// the message; the note is for a test to see, and never feeds back into the model.
package enum ChildDrops {
    /// Counts dropped messages while bound (a tester binds one around `update`).
    package final class Recorder: @unchecked Sendable {
        /// How many messages were dropped for children that are gone (used from one thread).
        package private(set) var count = 0
        /// Creates a recorder.
        package init() {}
        func note() { count += 1 }
    }

    /// The recorder bound for the current update, if any.
    @TaskLocal package static var recorder: Recorder?
}

/// Notes, for a tester bound to listen, that a message for a gone child was dropped.
@usableFromInline
func noteDroppedChildMessage() { ChildDrops.recorder?.note() }

extension Effect {
    /// What an update returns for a message whose child is gone: nothing to do, and nothing
    /// changed at any level. Every parent above passes it up as it is, without running its own
    /// `update` for the message (a late "close" from a popped screen never closes the card that
    /// held it), and a `SceneTester` lists the message among its `dropped` ones.
    ///
    /// ``Children`` returns it for its kinds; a kind of your own returns it, from its `step`, for
    /// a message whose child is not there.
    public static func dropped() -> Effect {
        noteDroppedChildMessage()
        return .droppedBelow
    }

    /// Whether this is what an update returned for a message whose child is gone (``dropped()``):
    /// a parent that embeds a child by hand returns it as it is, without its own `update`.
    @inlinable public var isDropped: Bool { storage?.isEmpty ?? false }

    /// A drop already noted further down, passed up as it is.
    ///
    /// An empty list of commands, where every other effect with no commands is `nil`: it costs
    /// nothing on the message path (no bit more in every effect), runs nothing, and logs as `[]`.
    @usableFromInline static var droppedBelow: Effect { Effect(storage: []) }
}

/// What a kind of child did with a message: what its `route` gives
/// ``ChildComposition/composedStep(_:_:next:route:present:departed:orphaned:)``.
public enum ChildRoute<Msg: Sendable> {
    /// Not a message for this kind of child.
    case notMine
    /// Applied to the child; its effect, in the parent's messages, under its scope.
    case routed(Effect<Msg>)
    /// For a child that is not there: nothing changes.
    case dropped
    /// For a child's own child that is not there (its update returned ``Effect/dropped()``):
    /// nothing changes here either, and the drop is already noted.
    case droppedBelow
}
