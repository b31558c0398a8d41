import Reel

/// What a logged step did besides changing the model, as an inspector marks it in its list of
/// steps: emitted commands, changed the running subscriptions, or dropped by a migration. One byte per step in a ``LogIndex``.
package struct StepMarks: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The step's update emitted at least one command.
    package static let commands = StepMarks(rawValue: 1)
    /// The step started, stopped or restarted a subscription.
    package static let subscriptions = StepMarks(rawValue: 2)
    /// A migration dropped the step: the log holds it, today's code reads no message there.
    package static let dropped = StepMarks(rawValue: 4)

    /// The marks of a step as the log recorded it.
    package init<S: LoggableScene>(_ step: LoggedStep<S>) {
        var marks: StepMarks = []
        // `[]` (or `[ ]`): anything longer holds a command.
        if step.commandsBytes.contains(where: { $0 != UInt8(ascii: "[") && $0 != UInt8(ascii: "]") && $0 != UInt8(ascii: " ") }) {
            marks.insert(.commands)
        }
        if step.subscriptionsBytes != nil { marks.insert(.subscriptions) }
        self = marks
    }
}
