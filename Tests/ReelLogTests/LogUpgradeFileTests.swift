#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Reel
import ReelLog
import Testing

/// An upgrade replaces the file a log's links lead to, keeps its mode, cleans up after a killed
/// upgrade, writes nothing on a dry run, and never writes through a name it did not create.
@Suite struct LogUpgradeFileTests {
    private typealias Today = JotToday<AllMigrated>

    /// A fresh folder holding a first Jot's log, `log.jsonl`.
    private final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-upgrade-\(UUID().uuidString)")
        var log: URL { url.appendingPathComponent("log.jsonl") }

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try recordLog(of: JotV1.self, jotV1Session, to: log, input: ())
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

        func temporary(pid: Int32) -> URL { url.appendingPathComponent(".log.jsonl.upgrading-\(pid)") }
    }

    @Test func givenALinkToALog_whenUpgradedThroughIt_thenTheLinkStaysAndTheFileItLeadsToIsUpgraded() throws {
        let folder = try Folder()
        let link = folder.url.appendingPathComponent("link.jsonl")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder.log)

        _ = try LogUpgrader(Today.self).upgrade(logAt: link)

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == folder.log.path)
        #expect(Replay<Today>.verify(logAt: folder.log) == .identical(steps: 3, warnings: []))
        #expect(folder.names == ["link.jsonl", "log.jsonl"])
    }

    @Test func givenALogOnlyItsOwnerMayRead_whenUpgraded_thenItKeepsItsMode() throws {
        let folder = try Folder()
        chmod(folder.log.path, 0o600)

        _ = try LogUpgrader(Today.self).upgrade(logAt: folder.log)

        let attributes = try FileManager.default.attributesOfItem(atPath: folder.log.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(Replay<Today>.verify(logAt: folder.log) == .identical(steps: 3, warnings: []))
    }

    @Test func givenAnotherOwnersLog_whenUpgradedByRoot_thenItKeepsItsOwner() throws {
        guard getuid() == 0 else { return }  // only root may give a file away
        let folder = try Folder()
        chown(folder.log.path, 4242, 4343)

        _ = try LogUpgrader(Today.self).upgrade(logAt: folder.log)

        let attributes = try FileManager.default.attributesOfItem(atPath: folder.log.path)
        #expect((attributes[.ownerAccountID] as? Int) == 4242)
        #expect((attributes[.groupOwnerAccountID] as? Int) == 4343)
    }

    @Test func givenWhatAKilledUpgradeLeft_whenUpgradedAgain_thenLeftoversOfDeadProcessesAreRemovedAndLiveOnesKept() throws {
        let folder = try Folder()
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/sh")
        ended.arguments = ["-c", "exit 0"]
        try ended.run()
        ended.waitUntilExit()
        let dead = folder.temporary(pid: ended.processIdentifier)
        let live = folder.temporary(pid: getppid())
        try Data("half a log".utf8).write(to: dead)
        try Data("another upgrade's".utf8).write(to: live)

        _ = try LogUpgrader(Today.self).upgrade(logAt: folder.log)

        #expect(folder.names == [live.lastPathComponent, "log.jsonl"])
    }

    @Test func givenADryRun_whenTheTemporaryLogCouldNotEvenBeCreated_thenItStillReportsAndWritesNothing() throws {
        let folder = try Folder()
        let before = try Data(contentsOf: folder.log)
        // A folder where the temporary log would go: a dry run that created it would fail.
        try FileManager.default.createDirectory(at: folder.temporary(pid: getpid()), withIntermediateDirectories: false)

        let upgrade = try LogUpgrader(Today.self).upgrade(logAt: folder.log, writes: false)

        #expect(upgrade.migratedSteps == 3)
        #expect(try Data(contentsOf: folder.log) == before)
        #expect(folder.names == [folder.temporary(pid: getpid()).lastPathComponent, "log.jsonl"])
    }

    @Test func givenALinkAtTheTemporaryLogsName_whenUpgraded_thenRefusedAndNothingIsWrittenThroughIt() throws {
        let folder = try Folder()
        let victim = folder.url.appendingPathComponent("victim.txt")
        try Data("keep me".utf8).write(to: victim)
        let trap = folder.temporary(pid: getpid())
        try FileManager.default.createSymbolicLink(at: trap, withDestinationURL: victim)
        let before = try Data(contentsOf: folder.log)

        #expect(throws: LogError.self) { try LogUpgrader(Today.self).upgrade(logAt: folder.log) }

        #expect(try Data(contentsOf: victim) == Data("keep me".utf8))
        #expect(try Data(contentsOf: folder.log) == before)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: trap.path) == victim.path)
    }
}
