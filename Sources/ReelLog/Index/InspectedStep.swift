import Reel

/// One step of a log as an inspector shows it: the frame after it (today's, with its styles), and
/// what the step did: how the model changed, part by part (``ValueDiff``, as `SceneTester` prints
/// it: `before → after`), the commands with their ids and scopes, and the subscriptions started
/// and stopped (``WorkSummary``, from the log). Step 0 is the start: the start model, its effect
/// and the subscriptions it declares.
package struct InspectedStep {
    /// The step's number; 0 for the start.
    package let index: Int
    /// The message in short form (as Swift prints it, cut to ``titleLimit``), or `start`.
    package let title: String
    /// The message as the log wrote it; nil for the start.
    package let messageJSON: String?
    /// The frame after the step, rendered by today's code.
    package let frame: Frame
    /// How the model changed: one line per changed part, unchanged parts counted.
    package let modelChanges: [String]
    /// One line per command.
    package let commands: [String]
    /// One line per subscription started, restarted or stopped.
    package let subscriptions: [String]
    /// Whether the step emitted commands or changed subscriptions.
    package let marks: StepMarks

    /// The longest title: a message holding a whole server answer is cut.
    package static let titleLimit = 200

    /// A message's short form.
    package static func title(of msg: some Any) -> String { String(describing: msg).abbreviated(to: titleLimit) }
}

extension InspectedStep {
    /// The start of a replay: its frame, the commands of the start effect and the subscriptions the
    /// start model declares.
    package init<S: LoggableScene>(start replay: Replay<S>) {
        let encoder = CommandsEncoder<S.Msg>()
        let commands = (try? encoder.encode(replay.startEffect)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        let started = (try? encoder.encode(SubscriptionChanges(started: replay.subscriptions))) ?? nil
        self.init(
            index: 0, title: "start", messageJSON: nil, frame: replay.frame, modelChanges: [], commands: WorkSummary.commands(commands),
            subscriptions: WorkSummary.subscriptions(started.map { String(decoding: $0, as: UTF8.self) }), marks: [])
    }

    /// A logged step applied to `replay` (the replay after the step before it), which it leaves
    /// after the step: the model's changes, today's frame, and the commands and subscription
    /// changes as the log recorded them.
    package init<S: LoggableScene>(_ logged: LoggedStep<S>, applyingTo replay: inout Replay<S>) {
        let before = replay.model
        replay.apply(logged.msg)
        self.init(
            index: logged.index, title: Self.title(of: logged.msg), messageJSON: logged.msgJSON, frame: replay.frame,
            modelChanges: ValueDiff.lines(expected: before, actual: replay.model).map(ValueDiff.render),
            commands: WorkSummary.commands(logged.commandsJSON), subscriptions: WorkSummary.subscriptions(logged.subscriptionsJSON),
            marks: StepMarks(logged))
    }

    /// Step `index`, which a migration dropped, after `replay` (the replay after the step before
    /// it, which it leaves as it was): nothing applied, nothing changed, the same frame.
    package init<S: LoggableScene>(dropped index: Int, after replay: Replay<S>) {
        self.init(
            index: index, title: Self.droppedTitle, messageJSON: nil, frame: replay.frame, modelChanges: [], commands: [],
            subscriptions: [], marks: .dropped)
    }

    /// The title of a step a migration dropped.
    package static let droppedTitle = "(dropped by a migration)"
}

extension LogIndex {
    /// Step `step` (0 for the start) as an inspector shows it: replayed from the nearest
    /// checkpoint to the step before, then the step applied.
    package func inspect(step: Int) throws(LogError) -> InspectedStep {
        guard step > 0 else { return InspectedStep(start: try replay(atStep: 0)) }
        var replay = try replay(atStep: step - 1)
        guard let logged = try numberedSteps(from: step, count: 1).first ?? nil else {
            return InspectedStep(dropped: step, after: replay)
        }
        return InspectedStep(logged, applyingTo: &replay)
    }
}
