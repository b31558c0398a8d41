import Reel
import Testing
import XCTest

/// Where an assertion was written, so that a failure points at the test's own line.
public struct SourceSite: Sendable, CustomStringConvertible {
    /// The file's module-relative id (`#fileID`).
    public var fileID: String
    /// The file's full path (`#filePath`); static so that XCTest can point at it too.
    public var filePath: StaticString
    /// The line.
    public var line: Int
    /// The column.
    public var column: Int

    /// Captures the caller's site; pass these defaults through from every public assertion.
    public init(fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:12`.
    public var description: String { "\(fileID):\(line)" }
}

/// Where ReelTesting's assertions send their failures.
///
/// By default a failure goes to the running test framework: Swift Testing when a test is running
/// there, XCTest otherwise. Tests of ReelTesting itself collect the failures instead, to check
/// that an assertion fails when it should.
public struct FailureReporter: Sendable {
    private let report: @Sendable (String, SourceSite) -> Void

    /// A reporter that calls `report` with each failure's message and site.
    public init(_ report: @escaping @Sendable (String, SourceSite) -> Void) { self.report = report }

    /// Reports one failure.
    public func fail(_ message: String, at site: SourceSite) { report(message, site) }

    /// Reports to Swift Testing, or to XCTest outside a Swift Testing test.
    public static let testFramework = FailureReporter { message, site in
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: Testing.SourceLocation(
                    fileID: site.fileID, filePath: "\(site.filePath)", line: site.line, column: site.column))
        } else {
            XCTFail(message, file: site.filePath, line: UInt(site.line))
        }
    }
}

/// Collects failures instead of reporting them: for testing an assertion itself.
public final class FailureLog: Sendable {
    private let messages = Locked<[String]>([])

    /// An empty log.
    public init() {}

    /// A reporter that appends to this log.
    public var reporter: FailureReporter { FailureReporter { [self] message, _ in messages.withLock { $0.append(message) } } }

    /// The failures so far, in order.
    public var failures: [String] { messages.withLock { $0 } }
}
