import Foundation
import Reel
import ReelShell

/// Fails the test unless today's `scene` replays the log at `log` exactly as it was recorded:
/// same commands and same frame at every step. A failure shows the first divergence with its
/// frame diff, or why the log cannot be read; with `REEL_INSPECTOR_PAGES` set (`1`: beside the
/// log; or a folder), it also writes the inspector's page of the log and names it.
public func assertReplayVerifies<S: LoggableScene>(
    log: URL, scene: S.Type, input: S.Input, reporter: FailureReporter = .testFramework,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    let verification = Replay<S>.verify(logAt: log, input: input)
    guard !verification.isIdentical else { return }
    let page = FailurePage.note(for: verification, log: log) { () throws(LogError) in try LogInspector<S>(logAt: log, input: input) }
    reporter.fail(
        "replay of \(log.lastPathComponent) does not verify: \(verification)" + page,
        at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
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
    let verification = Replay<S>.verify(logAt: log)
    guard !verification.isIdentical else { return }
    let page = FailurePage.note(for: verification, log: log) { () throws(LogError) in try LogInspector<S>(logAt: log) }
    reporter.fail(
        "replay of \(log.lastPathComponent) does not verify: \(verification)" + page,
        at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
}
