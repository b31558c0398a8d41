import Foundation
import Reel
import ReelTesting
import Testing

/// Snapshot assertions when the snapshot's file cannot be found, read or written.
@Suite struct SnapshotFileProblemTests {
    @Test func givenNoPackageRootAboveTheTest_whenAsserted_thenFailsSayingSo() {
        let log = FailureLog()
        let settings = SnapshotSettings(environment: [:], reporter: log.reporter, packageRoot: nil)

        assertSnapshot(of: "hi", named: "greeting", settings: settings, filePath: "/no-such-folder/Tests/GreetingTests.swift")

        #expect(log.failures == [#"Snapshot "greeting": no Package.swift found above /no-such-folder/Tests/GreetingTests.swift"#])
    }

    @Test func givenStoredSnapshotNotUTF8_whenAsserted_thenFailsNamingThePath_andKeepsTheFile() throws {
        let sandbox = try SnapshotSandbox()
        try sandbox.store("", "Demo", "greeting")
        try Data([0x68, 0xff, 0xfe]).write(to: URL(fileURLWithPath: sandbox.path("Demo", "greeting")))

        assertSnapshot(of: "hi", named: "greeting", in: "Demo", settings: sandbox.settings(["REEL_SNAPSHOTS": "all"]))

        #expect(sandbox.log.failures == ["Snapshot \(sandbox.path("Demo", "greeting")) is not valid UTF-8"])
        #expect(FileManager.default.contents(atPath: sandbox.path("Demo", "greeting")) == Data([0x68, 0xff, 0xfe]))
    }

    @Test func givenFolderPathTakenByAFile_whenRecording_thenFailsSayingItCannotWrite() throws {
        let sandbox = try SnapshotSandbox()
        try FileManager.default.createDirectory(atPath: "\(sandbox.root)/Snapshots", withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: "\(sandbox.root)/Snapshots/Demo"))

        assertSnapshot(of: "hi", named: "greeting", in: "Demo", settings: sandbox.settings())

        let failure = try #require(sandbox.log.failures.first)
        #expect(sandbox.log.failures.count == 1)
        #expect(failure.hasPrefix("Cannot write snapshot \(sandbox.path("Demo", "greeting")): "))
        #expect(sandbox.files == ["Snapshots/Demo"])
    }

    @Test func givenCIAndNeverWithNoSnapshot_whenAsserted_thenBothReasonsNamed() throws {
        let sandbox = try SnapshotSandbox()

        assertSnapshot(of: "hi", named: "greeting", in: "Demo", settings: sandbox.settings(["CI": "1", "REEL_SNAPSHOTS": "never"]))

        let failure = try #require(sandbox.log.failures.first)
        #expect(failure.contains("(CI is set and REEL_SNAPSHOTS=never, so nothing is written)"))
        #expect(failure.contains("where CI is not set, with REEL_SNAPSHOTS unset (or =missing)"))
        #expect(sandbox.files.isEmpty)
    }
}
