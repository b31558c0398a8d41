import ReelTesting
import Testing

/// Where assertion failures go, and how the place they point at is written.
@Suite struct FailureReporterTests {
    @Test func givenASite_whenDescribed_thenFileIDAndLine() {
        let site = SourceSite(fileID: "ReelTestingTests/SearchTests.swift", filePath: "/x/SearchTests.swift", line: 42, column: 7)

        #expect(site.description == "ReelTestingTests/SearchTests.swift:42")
    }

    @Test func givenASwiftTestingTest_whenTheTestFrameworkReporterFails_thenAnIssueWithTheMessageIsRecordedAtTheSite() {
        let site = SourceSite(fileID: "ReelTestingTests/Pointed.swift", filePath: "/x/Pointed.swift", line: 12, column: 3)

        withKnownIssue {
            FailureReporter.testFramework.fail("the model differs", at: site)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["the model differs"]
                && issue.sourceLocation?.fileID == "ReelTestingTests/Pointed.swift" && issue.sourceLocation?.line == 12
                && issue.sourceLocation?.column == 3
        }
    }
}
