import Reel
import ReelLog

/// Fails the test unless `scene`'s `messageSamples` hold a message of every case of its `Msg`,
/// naming the cases left out (see ``SampleCoverage`` for how the cases are listed).
public func assertSamplesCoverEveryCase<S: LoggableScene>(
    of scene: S.Type, reporter: FailureReporter = .testFramework,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    assertSamplesCoverEveryCase(
        S.messageSamples, named: "\(S.self).messageSamples", reporter: reporter, fileID: fileID, filePath: filePath,
        line: line, column: column)
}

/// Fails the test unless `samples` hold a message of every case of `Msg`, naming the cases left
/// out; `name` says which list it is in the failure (`Search.messageSamples`).
public func assertSamplesCoverEveryCase<Msg: Codable>(
    _ samples: [Msg], named name: String, reporter: FailureReporter = .testFramework,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let missing = try SampleCoverage.missingCases(in: samples)
        guard !missing.isEmpty else { return }
        let listed = missing.map { "\"\($0)\"" }.joined(separator: ", ")
        reporter.fail("\(name) has no sample of \(missing.count == 1 ? "case" : "cases") \(listed) of \(Msg.self)", at: site)
    } catch {
        reporter.fail("\(name): \(error)", at: site)
    }
}
