import Reel

/// What upgrading a log changed: how many steps were migrated or dropped, and each step whose
/// commands, subscription changes or frame today's code records differently, with the diff, to be
/// reviewed like a snapshot's before the upgraded log is committed.
public struct LogUpgrade: Equatable, Sendable, CustomStringConvertible {
    /// How many changed steps ``changes`` shows in full; the others are only numbered.
    public static let shownChanges = 10

    /// The message schema the log was recorded with (its fingerprint) and its migration version.
    public let recordedSchema: String
    /// The version of the scene's message migrations the log was recorded at.
    public let recordedVersion: Int
    /// Today's schema fingerprint, which the upgraded log records.
    public let currentSchema: String
    /// Today's migration version, which the upgraded log records.
    public let currentVersion: Int
    /// How the cases changed from the log's header to today's (`case "x" was added`), when the
    /// header lists them; used or not.
    public let schemaChanges: [String]
    /// How many steps the upgraded log holds.
    public let steps: Int
    /// How many steps' messages a migration rewrote.
    public let migratedSteps: Int
    /// The steps (as the log numbered them) whose commands, subscription changes or frame differ
    /// from the recording, in order.
    public let changedSteps: [Int]
    /// The first ``shownChanges`` of them, each as recorded against as recorded today.
    public let changes: [Divergence]
    /// What reading the log noted: the steps a migration dropped, a torn last line.
    public let warnings: [String]
    /// The changes whose step came after a step whose frame changed: their diff from the frame
    /// before cannot say that frame was the recorded one.
    let afterChangedFrames: Set<Int>

    /// Whether the upgraded log records what the log did: no step changed, none dropped, nothing migrated.
    public var isUnchanged: Bool {
        changedSteps.isEmpty && migratedSteps == 0 && warnings.isEmpty && recordedSchema == currentSchema
            && recordedVersion == currentVersion
    }

    /// A summary line, each warning, then each changed step with its diff.
    public var description: String {
        var lines = [summary]
        lines += warnings.map { "  warning: \($0)" }
        for change in changes {
            let report = change.report(
                headline: "  step \(change.step) changed", previousFrameMatched: !afterChangedFrames.contains(change.step))
            lines.append(report.replacingOccurrences(of: "\n", with: "\n  "))
        }
        if changedSteps.count > changes.count {
            let more = changedSteps.dropFirst(changes.count).map(String.init).joined(separator: ", ")
            lines.append("  and steps \(more.abbreviated(to: 200)) changed too")
        }
        return lines.joined(separator: "\n")
    }

    /// `87 steps; schema 5a8a… → 664c…; 3 migrated; 2 changed: 12, 40`.
    private var summary: String {
        var parts = ["\(steps) steps"]
        if recordedSchema != currentSchema {
            let changes = schemaChanges.isEmpty ? "" : " (" + schemaChanges.prefix(6).joined(separator: "; ")
                + (schemaChanges.count > 6 ? "; and \(schemaChanges.count - 6) more" : "") + ")"
            parts.append("schema \(recordedSchema) → \(currentSchema)\(changes)")
        }
        if recordedVersion != currentVersion { parts.append("message schema version \(recordedVersion) → \(currentVersion)") }
        if migratedSteps > 0 { parts.append("\(migratedSteps) migrated") }
        let numbers = changedSteps.prefix(20).map(String.init).joined(separator: ", ") + (changedSteps.count > 20 ? ", …" : "")
        parts.append(changedSteps.isEmpty ? "no step changed" : "\(changedSteps.count) changed: \(numbers)")
        return parts.joined(separator: "; ")
    }
}
