import Foundation
import Reel
import ReelLog
import ReelInspection

/// A recorded session, to be seen rather than read: every step with the frame after it and what
/// it did (the model's changes by path, the commands with their ids and scopes, the subscriptions
/// started and stopped), and the first step where today's code diverges from the recording.
///
/// Three ways to look, the same views in each:
/// - ``runTerminal(_:)``: full screen at a terminal, moved through by keys (the list of steps on
///   the left, the frame and what the step did on the right), like Elm's debugger or `tig`;
/// - ``runPiped(_:output:)``: one step printed per request read from standard input, for scripts;
/// - ``html()`` and ``writeHTML(to:)``: one self-contained web page with a slider over the steps.
///
/// Opening a log indexes it (`LogIndex`): reaching any step then replays at most
/// `LogIndex.checkpointInterval` messages, so a log of a million steps moves as fast as a short one.
/// Any `LoggableScene` can be inspected from a user's own executable or test:
///
/// ```swift
/// let inspector = try LogInspector<Counter>(logAt: url, input: ())
/// try inspector.writeHTML(to: url.deletingPathExtension().appendingPathExtension("html"))
/// ```
public final class LogInspector<S: LoggableScene> {
    /// The index the steps are read through.
    public let index: LogIndex<S>
    /// The log's file name, for titles.
    let name: String
    private var verification: Verification?
    /// The step inspected last: a key that only changes the bottom line does not replay it again.
    private var lastInspected: InspectedStep?

    /// Opens and indexes the log at `url`, to be replayed from `input`.
    public convenience init(logAt url: URL, input: S.Input, checkpointEvery interval: Int = 1000) throws(LogError) {
        self.init(index: try LogIndex<S>(logAt: url, input: input, checkpointEvery: interval))
    }

    /// Inspects a log already indexed.
    public init(index: LogIndex<S>) {
        self.index = index
        name = index.url.lastPathComponent
    }

    /// How many steps the log holds (the start is step 0 besides them).
    public var stepCount: Int { index.stepCount }

    /// The first step where today's code diverges from the recording, found by replaying and
    /// verifying the whole log once (`Replay.verify(logAt:input:)`); nil when every step replays
    /// as recorded. Throws if the log stops being readable on the way.
    public func firstDivergence() throws(LogError) -> Divergence? {
        let verification = verification ?? Replay<S>.verify(logAt: index.url, input: index.input)
        self.verification = verification
        switch verification {
        case .identical: return nil
        case .diverged(let divergence): return divergence
        case .unreadable(let error): throw error
        }
    }

    /// Whether the log has been verified (by ``firstDivergence()``).
    var hasVerified: Bool { verification != nil }

    /// Forgets a verification that found no divergence, for a followed log that has grown: a
    /// divergence found stays, as steps added after it cannot undo it.
    func forgetVerification() {
        if case .diverged? = verification { return }
        verification = nil
    }

    /// The divergence, if it has been looked for and found: steps are marked only once it is known.
    var knownDivergence: Divergence? {
        if case .diverged(let divergence)? = verification { divergence } else { nil }
    }

    /// Step `step` inspected, or the one inspected last if it is that step.
    func inspected(_ step: Int) throws(LogError) -> InspectedStep {
        if let lastInspected, lastInspected.index == step { return lastInspected }
        let inspected = try index.inspect(step: step)
        lastInspected = inspected
        return inspected
    }

    /// Step `step` (0 for the start) as text, for scripts: a `== step N of M` header with its marks
    /// and message, the frame, then the model's changes, the commands and the subscriptions, each
    /// under a `--` line, and the divergence when this is the step that diverged.
    public func report(ofStep step: Int) throws(LogError) -> String {
        let inspected = try inspected(step)
        let divergence = knownDivergence.flatMap { $0.step == step ? $0 : nil }
        var lines = ["== step \(step) of \(stepCount)\(Self.markText(inspected.marks, diverged: divergence != nil)): \(inspected.title.abbreviated(to: LogPlayback.headerLimit))"]
        lines.append(inspected.frame.trimmedText)
        for (title, items) in InspectorDetails.sections(of: inspected) {
            lines.append("-- \(title)")
            lines += items.isEmpty ? ["  (none)"] : items.map { "  " + $0 }
        }
        if let divergence {
            lines.append("-- divergence from today's code")
            lines.append(divergence.description)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// ` [commands, subscriptions]` for the marks a step has (`dropped` for a step a migration
    /// dropped), empty for none.
    private static func markText(_ marks: StepMarks, diverged: Bool) -> String {
        let names = [
            (marks.contains(.commands), "commands"), (marks.contains(.subscriptions), "subscriptions"), (marks.contains(.dropped), "dropped"),
            (diverged, "diverged"),
        ]
            .filter(\.0).map(\.1)
        return names.isEmpty ? "" : " [\(names.joined(separator: ", "))]"
    }
}

extension LogInspector where S.Input: Decodable {
    /// Opens and indexes the log at `url`, to be replayed from the input it records.
    public convenience init(logAt url: URL, checkpointEvery interval: Int = 1000) throws(LogError) {
        self.init(index: try LogIndex<S>(logAt: url, checkpointEvery: interval))
    }
}
