import Foundation
import Reel
import ReelLog

/// Fails the test unless today's `scene` replays the log at `log` exactly as it was recorded:
/// same commands and same frame at every step. A failure shows the first divergence with its
/// frame diff, or why the log cannot be read; with `REEL_INSPECTOR_PAGES` set (`1`: beside the
/// log; or a folder), it also writes the inspector's page of the log and names it.
///
/// After an intended change, `REEL_RECORD_LOGS=failed` upgrades each log that no longer verifies
/// (`LogUpgrader`: its messages migrated, its commands and frames recorded by today's code) and
/// fails with what changed, for review; `all` upgrades every log; `missing` (the default) and
/// `never` write nothing, and nothing is written with `CI` set, as with snapshots.
public func assertReplayVerifies<S: LoggableScene>(
    log: URL, scene: S.Type, input: S.Input, reporter: FailureReporter = .testFramework,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    assertReplayVerifies(
        log: log, scene: scene, input: input, settings: SnapshotSettings(reporter: reporter), fileID: fileID,
        filePath: filePath, line: line, column: column)
}

/// Fails the test unless today's `scene` replays the log at `log` exactly as it was recorded; the
/// record mode (`REEL_RECORD_LOGS`), `CI` and the reporter come from `settings`.
public func assertReplayVerifies<S: LoggableScene>(
    log: URL, scene: S.Type, input: S.Input, settings: SnapshotSettings,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    LogCheck.run(
        log: log, verification: Replay<S>.verify(logAt: log, input: input), upgrader: LogUpgrader(scene, input: input),
        settings: settings, site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { () throws(LogError) in try LogIndex<S>(logAt: log, input: input) }
}

/// Fails the test unless today's `scene` replays the log at `log` exactly as it was recorded.
public func assertReplayVerifies<S: LoggableScene>(
    log: URL, scene: S.Type, reporter: FailureReporter = .testFramework,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) where S.Input == Void {
    assertReplayVerifies(
        log: log, scene: scene, input: (), reporter: reporter, fileID: fileID, filePath: filePath, line: line,
        column: column)
}

/// Fails the test unless today's `scene` replays the log at `log` exactly as it was recorded,
/// from the input the log's header records (unreadable, and so failing, if it records none).
public func assertReplayVerifies<S: LoggableScene>(
    log: URL, scene: S.Type, reporter: FailureReporter = .testFramework,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) where S.Input: Decodable {
    assertReplayVerifies(
        log: log, scene: scene, settings: SnapshotSettings(reporter: reporter), fileID: fileID, filePath: filePath,
        line: line, column: column)
}

/// Fails the test unless today's `scene` replays the log at `log` exactly as it was recorded, from
/// the input the log's header records; the record mode, `CI` and the reporter come from `settings`.
public func assertReplayVerifies<S: LoggableScene>(
    log: URL, scene: S.Type, settings: SnapshotSettings,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) where S.Input: Decodable {
    LogCheck.run(
        log: log, verification: Replay<S>.verify(logAt: log), upgrader: LogUpgrader(scene), settings: settings,
        site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { () throws(LogError) in try LogIndex<S>(logAt: log) }
}
