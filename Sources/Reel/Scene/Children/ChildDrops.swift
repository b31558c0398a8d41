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

/// What a kind of child did with a message.
@usableFromInline
enum ChildRoute<Msg: Sendable> {
    /// Not a message for this kind of child.
    case notMine
    /// Applied to the child; its effect, in the parent's messages, under its scope.
    case routed(Effect<Msg>)
    /// For a child that is not there: nothing changes.
    case dropped
}
