import Reel

extension Program {
    /// Settles the program (see ``Reel/Program/settle(advancing:timeout:)``); a test failure, naming
    /// what is still in flight, if it does not settle within `timeout`.
    public func expectSettled(
        advancing clock: VirtualClock? = nil, timeout: Duration = .seconds(10), reporter: FailureReporter = .testFramework,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        guard !settle(advancing: clock, timeout: timeout) else { return }
        reporter.fail(
            "the program did not settle within \(timeout): \(inFlight) commands in flight",
            at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Waits until every queued message is applied; a test failure if that takes longer than `timeout`.
    public func expectDrained(
        timeout: Duration = .seconds(10), reporter: FailureReporter = .testFramework,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        guard !waitUntilDrained(timeout: timeout) else { return }
        reporter.fail(
            "the program did not drain its queue within \(timeout)",
            at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
