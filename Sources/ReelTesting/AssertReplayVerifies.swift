import Foundation
import Reel

/// Fails the test unless today's `scene` replays the log at `log` exactly as it was recorded:
/// same commands and same frame at every step. A failure shows the first divergence with its
/// frame diff, or why the log cannot be read.
public func assertReplayVerifies<S: LoggableScene>(
    log: URL, scene: S.Type, input: S.Input, reporter: FailureReporter = .testFramework,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    let verification = Replay<S>.verify(logAt: log, input: input)
    guard !verification.isIdentical else { return }
    reporter.fail(
        "replay of \(log.lastPathComponent) does not verify: \(verification)",
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
    reporter.fail(
        "replay of \(log.lastPathComponent) does not verify: \(verification)",
        at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
}
