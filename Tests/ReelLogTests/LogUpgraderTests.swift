import Foundation
import Reel
import ReelLog
import Testing

/// Logs rewritten in today's shape, with what changed for review.
@Suite struct LogUpgraderTests {
    private typealias Today = JotToday<AllMigrated>

    @Test func givenLogNeedingMigrations_whenUpgraded_thenTodaysShapeThatVerifiesWithoutMigrating() throws {
        let file = TemporaryFile()
        try recordLog(of: JotV1.self, jotV1Session, to: file.url, input: ())

        let upgrade = try LogUpgrader(Today.self).upgrade(logAt: file.url)

        #expect(upgrade.migratedSteps == 3)
        #expect(upgrade.changedSteps.isEmpty)
        #expect(upgrade.recordedVersion == 0)
        #expect(upgrade.currentVersion == 4)
        #expect(upgrade.schemaChanges.contains(#"case "cleared" was removed"#))
        #expect(Replay<Today>.verify(logAt: file.url) == .identical(steps: 3, warnings: []))
        #expect(file.text.contains(#""schemaVersion":4"#))
        #expect(file.text.contains(#"{"headed":{"_0":"shop"}}"#))
        #expect(!file.text.contains("autosaved"))
    }

    @Test func givenLogWhoseFramesTodaysCodeDrawsOtherwise_whenUpgraded_thenTheChangedStepsAreListedWithTheirRowsAndTheLogVerifies() throws {
        let file = TemporaryFile()
        try recordLog(of: JotV1.self, jotV1Clearing, to: file.url, input: ())

        let upgrade = try LogUpgrader(Today.self).upgrade(logAt: file.url)

        #expect(upgrade.steps == 4)
        #expect(upgrade.changedSteps == [4, 5])
        #expect(upgrade.warnings == [#"line 4: step 3 dropped: its case "cleared" was removed by migration 4 (cleared removed)"#])
        let report = upgrade.description
        #expect(report.hasPrefix("4 steps; schema \(JotV1.schemaFingerprint) → \(Today.schemaFingerprint)"))
        #expect(report.contains("2 changed: 4, 5"))
        #expect(report.contains("  step 4 changed, message {\"typed\":{\"_0\":\"eggs\",\"pinned\":false}}"))
        #expect(report.contains("│ - milk"), "the row the dropped clear had removed is back")
        #expect(Replay<Today>.verify(logAt: file.url) == .identical(steps: 4, warnings: []))
        let indexes = file.text.split(separator: "\n").dropFirst().compactMap { $0.firstMatch(of: /"index":(\d+)/)?.1 }
        #expect(indexes == ["1", "2", "3", "4"], "numbered again after the dropped step")
    }

    @Test func givenLogOfTodaysShape_whenUpgraded_thenTheSameBytes() throws {
        let file = TemporaryFile()
        try recordLog(of: Today.self, [.typed("milk", pinned: true), .saveTimerFired], to: file.url, input: ())
        let before = file.data

        let upgrade = try LogUpgrader(Today.self).upgrade(logAt: file.url)

        #expect(upgrade.isUnchanged)
        #expect(file.data == before)
    }

    @Test func givenDryRun_whenUpgraded_thenTheReportButTheLogUntouched() throws {
        let file = TemporaryFile()
        try recordLog(of: JotV1.self, jotV1Session, to: file.url, input: ())
        let before = file.data

        let upgrade = try LogUpgrader(Today.self).upgrade(logAt: file.url, writes: false)

        #expect(upgrade.migratedSteps == 3)
        #expect(file.data == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.url.deletingLastPathComponent().path)
            .filter { $0.contains(file.url.lastPathComponent + ".upgrading") }
        #expect(leftovers.isEmpty)
    }

    @Test func givenLogItsSceneCannotRead_whenUpgraded_thenTheReadersErrorAndTheLogUntouched() throws {
        let file = TemporaryFile()
        try recordLog(of: JotV1.self, jotV1Session, to: file.url, input: ())
        let before = file.data

        #expect(throws: LogError.badLine(2, #"case "typed" changed shape at step 1 (no migration handles it)"#)) {
            try LogUpgrader(JotToday<NoneMigrated>.self).upgrade(logAt: file.url)
        }
        #expect(file.data == before)
    }

    @Test func givenLogUsingARequestTypeThatChangedShape_whenUpgraded_thenTodaysRequestIsRecordedAndReported() throws {
        let file = TemporaryFile()
        try recordLog(of: Reader<ReadV1>.self, [.opened, .read("x")], to: file.url, input: ())

        let upgrade = try LogUpgrader(Reader<ReadV2>.self).upgrade(logAt: file.url)

        #expect(upgrade.changedSteps == [1])
        #expect(upgrade.changes.first?.commandDifferences.lines() == [#"[0].request.request.value.encoding: (absent) ≠ "utf8""#])
        #expect(Replay<Reader<ReadV2>>.verify(logAt: file.url) == .identical(steps: 2, warnings: []))
    }

    @Test func givenLogWhoseCommandsTodaysCodeEmitsOtherwise_whenUpgraded_thenTodaysCommandsAreRecorded() throws {
        let file = TemporaryFile()
        try recordLog(of: LogTally.self, [.incrementTapped, .quotaRequested], to: file.url, input: sessionToken)
        let out = TemporaryFile()

        let upgrade = try LogUpgrader(LogTallySavingLater.self, input: sessionToken).upgrade(logAt: file.url, to: out.url)

        #expect(upgrade.changedSteps == [1])
        #expect(upgrade.changes.first?.commandDifferences.lines() == ["[0].timer.after: 300 ≠ 500"])
        #expect(Replay<LogTallySavingLater>.verify(logAt: out.url, input: sessionToken).isIdentical)
    }
}
