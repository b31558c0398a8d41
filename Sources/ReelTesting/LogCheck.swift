import Foundation
import Reel
import ReelLog

/// What the log assertions share: the verification's verdict, and the upgrade the record mode
/// allows (the snapshot record modes' rule, ``SnapshotSettings/mayWrite(_:exists:matches:)``).
enum LogCheck {
    static func run<S: LoggableScene>(
        log: URL, verification: Verification, upgrader: LogUpgrader<S>, settings: SnapshotSettings, site: SourceSite,
        index: () throws(LogError) -> LogIndex<S>
    ) {
        let fail = { (message: String) in settings.reporter.fail(message, at: site) }
        let mode: SnapshotRecordMode
        do {
            mode = try settings.recordMode(from: SnapshotSettings.logModeVariable)
        } catch {
            return fail(error.message)
        }
        let exists = FileManager.default.fileExists(atPath: log.path)
        let verifies = verification.isIdentical
        guard exists, settings.mayWrite(mode, exists: true, matches: verifies) else {
            guard !verifies else { return }
            let variable = SnapshotSettings.logModeVariable
            let hint = exists && !settings.isCI && mode != .never
                ? "\nIf the change is intended, upgrade the log and review what changed: \(variable)=failed swift test" : ""
            let page = FailurePage.note(for: verification, log: log, index: index)
            return fail("replay of \(log.lastPathComponent) does not verify: \(verification)\(hint)\(page)")
        }
        do {
            let upgrade = try upgrader.upgrade(logAt: log)
            fail("Upgraded log \(log.path): \(upgrade)\nReview it, commit it and run the tests again.")
        } catch {
            fail("replay of \(log.lastPathComponent) does not verify: \(verification)\nand it cannot be upgraded: \(error)")
        }
    }
}
