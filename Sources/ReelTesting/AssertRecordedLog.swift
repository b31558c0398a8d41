import Foundation
import Reel
import ReelLog

/// Fails the test unless `fresh`, a session recorded again, records what the committed log at
/// `committed` does: every step line byte for byte, and the header but for the time of recording.
///
/// The record modes are the snapshots' (``SnapshotSettings/logModeVariable``,
/// `REEL_RECORD_LOGS`): a missing committed log is written unless `never`, `failed` writes one that
/// differs, `all` writes it whatever it holds; any write fails the test naming the file, and with
/// `CI` set nothing is written.
package func assertRecordedLog(
    _ fresh: URL, matches committed: URL, settings: SnapshotSettings = SnapshotSettings(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let fail = { (message: String) in settings.reporter.fail(message, at: site) }
    let mode: SnapshotRecordMode
    let recorded: [String]
    let stored: [String]?
    do {
        mode = try settings.recordMode(from: SnapshotSettings.logModeVariable)
        recorded = try String(contentsOf: fresh, encoding: .utf8).split(separator: "\n").map(String.init)
        stored = FileManager.default.fileExists(atPath: committed.path)
            ? try String(contentsOf: committed, encoding: .utf8).split(separator: "\n").map(String.init) : nil
    } catch {
        return fail("cannot read the logs to compare: \(error)")
    }
    let differences = stored.map { RecordedLogDifference.between(committed: $0, recorded: recorded) } ?? []
    let matches = stored != nil && differences.isEmpty
    let mayWrite = settings.mayWrite(mode, exists: stored != nil, matches: matches)
    if matches, !mayWrite { return }
    let variable = SnapshotSettings.logModeVariable
    guard mayWrite else {
        guard stored != nil else {
            return fail("No log at \(committed.path) (\(settings.isCI ? "CI is set" : "\(variable)=never"), so nothing is written)")
        }
        return fail("The session recorded again differs from \(committed.path):\n\(RecordedLogDifference.listed(differences))\n"
            + "If the change is intended, record it again\(settings.isCI ? " where CI is not set" : ""): \(variable)=failed swift test")
    }
    do {
        // Atomically: another test may be reading the committed log meanwhile.
        try Data(contentsOf: fresh).write(to: committed, options: .atomic)
    } catch {
        return fail("Cannot write \(committed.path): \(error.localizedDescription)")
    }
    if stored == nil {
        fail("Recorded new log \(committed.path). Review it, commit it and run the tests again.")
    } else if matches {
        fail("Recorded log \(committed.path) again, unchanged (\(variable)=all fails every log it writes).")
    } else {
        fail("Re-recorded log \(committed.path). What changed:\n\(RecordedLogDifference.listed(differences))")
    }
}

/// One line of a log that a new recording writes otherwise.
private struct RecordedLogDifference {
    let line: Int
    let differences: [String]

    /// The lines that differ; the header's time of recording does not count.
    static func between(committed: [String], recorded: [String]) -> [RecordedLogDifference] {
        (0..<max(committed.count, recorded.count)).compactMap { index in
            let old = index < committed.count ? committed[index] : "{}"
            let new = index < recorded.count ? recorded[index] : "{}"
            guard old != new else { return nil }
            var diff = JSONDiff(expected: old, actual: new).lines()
            if index == 0 { diff.removeAll { $0.hasPrefix("recordedAt: ") } }
            return diff.isEmpty ? nil : RecordedLogDifference(line: index + 1, differences: diff)
        }
    }

    /// The first few differing lines, each field as `path: committed ≠ recorded`.
    static func listed(_ differences: [RecordedLogDifference]) -> String {
        let shown = differences.prefix(3).map { difference in
            "  line \(difference.line): " + difference.differences.joined(separator: "; ")
        }
        return (shown + (differences.count > 3 ? ["  and \(differences.count - 3) more lines"] : [])).joined(separator: "\n")
    }
}
