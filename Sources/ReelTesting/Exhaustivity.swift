/// How much of a scene's behaviour a ``SceneTester`` insists that a test states.
public enum Exhaustivity: Sendable, Equatable {
    /// Every model change, command, subscription change and message must be stated (the default):
    /// for a unit test of one scene, where anything unasserted is a gap.
    case on
    /// Only what a test states is checked, as with TCA's `exhaustivity = .off`: for an
    /// integration-style test of a flow, which cares about a few outcomes, not every step.
    ///
    /// A stated model change must hold for the parts it touches, the rest of the model may differ;
    /// stated commands and subscription changes must be among the actual ones, others may come too.
    /// Messages from effects are applied at once, in order, as the program would apply them, at
    /// the end of the call that produced them (`send`, `advance`, `respond`, `emit`), so `model`
    /// is always up to date; `receive` then checks one of the messages applied since the last
    /// `send`, skipping those before it. At the end, messages not received and commands in flight
    /// are fine.
    case off
}
