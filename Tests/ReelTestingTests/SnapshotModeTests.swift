import Foundation
import Reel
import ReelTesting
import Testing

@Suite("Snapshot record modes")
struct SnapshotModeTests {
    @Test("given no snapshot and the default mode, when asserted, then the file is recorded and the test fails naming it")
    func recordsMissing() throws {
        let sandbox = try SnapshotSandbox()
        assertSnapshot(of: sampleFrame("hi"), named: "greeting", in: "Demo", settings: sandbox.settings())
        #expect(sandbox.contents("Demo", "greeting") == "hi    |\n      |\n")
        #expect(sandbox.log.failures.count == 1)
        #expect(sandbox.log.failures[0].contains("Recorded new snapshot \"greeting\""))
        #expect(sandbox.log.failures[0].contains(sandbox.path("Demo", "greeting")))

        assertSnapshot(of: sampleFrame("hi"), named: "greeting", in: "Demo", settings: sandbox.settings())
        #expect(sandbox.log.failures.count == 1)
    }

    @Test("given a different snapshot in the default mode, when asserted, then it fails with a line diff and the path and keeps the file")
    func mismatch() throws {
        let sandbox = try SnapshotSandbox()
        try sandbox.store("hi    |\n      |\n", "Demo", "greeting")
        assertSnapshot(of: sampleFrame("bye"), named: "greeting", in: "Demo", settings: sandbox.settings())
        let failure = try #require(sandbox.log.failures.first)
        #expect(failure.contains("does not match \(sandbox.path("Demo", "greeting"))"))
        #expect(failure.contains("- 1   │ hi    |\n+   1 │ bye   |"))
        #expect(sandbox.contents("Demo", "greeting") == "hi    |\n      |\n")
    }

    @Test("given CI is set and no snapshot, when asserted with any mode, then it fails and no file appears", arguments: ["", "missing", "all", "failed"])
    func ciNeverWrites(mode: String) throws {
        let sandbox = try SnapshotSandbox()
        assertSnapshot(of: sampleFrame("hi"), named: "greeting", in: "Demo",
                       settings: sandbox.settings(["CI": "true", "REEL_SNAPSHOTS": mode]))
        #expect(sandbox.files.isEmpty)
        let failure = try #require(sandbox.log.failures.first)
        #expect(failure.contains("No snapshot \"greeting\""))
        #expect(failure.contains("(CI is set, so nothing is written); record it by running the tests where CI is not set, review"))
        #expect(!failure.contains("unset"), "REEL_SNAPSHOTS does not stop recording here: no advice to unset it")
    }

    @Test("given no snapshot and mode never, when asserted with or without CI, then the advice names exactly what to change")
    func missingAdviceFitsTheEnvironment() throws {
        let sandbox = try SnapshotSandbox()
        assertSnapshot(of: sampleFrame("hi"), named: "a", in: "Demo", settings: sandbox.settings(["REEL_SNAPSHOTS": "never"]))
        assertSnapshot(of: sampleFrame("hi"), named: "b", in: "Demo",
                       settings: sandbox.settings(["CI": "true", "REEL_SNAPSHOTS": "never"]))
        #expect(sandbox.files.isEmpty)
        #expect(sandbox.log.failures.count == 2)
        #expect(sandbox.log.failures[0].contains(
            "(REEL_SNAPSHOTS=never); record it by running the tests with REEL_SNAPSHOTS unset (or =missing), review"))
        #expect(sandbox.log.failures[1].contains(
            "(CI is set and REEL_SNAPSHOTS=never, so nothing is written); record it by running the tests where CI is not set, with REEL_SNAPSHOTS unset (or =missing), review"))
    }

    @Test("given CI is set and a different snapshot, when asserted with mode all, then it fails and the file is unchanged")
    func ciKeepsDifferent() throws {
        let sandbox = try SnapshotSandbox()
        try sandbox.store("old   |\n      |\n", "Demo", "greeting")
        assertSnapshot(of: sampleFrame("new"), named: "greeting", in: "Demo",
                       settings: sandbox.settings(["CI": "1", "REEL_SNAPSHOTS": "all"]))
        #expect(sandbox.log.failures.count == 1)
        #expect(sandbox.log.failures.first?.hasSuffix("re-record it where CI is not set: REEL_SNAPSHOTS=failed swift test") == true)
        #expect(sandbox.contents("Demo", "greeting") == "old   |\n      |\n")
    }

    @Test("given mode all, when asserted, then every snapshot is rewritten and every assertion fails")
    func allRewrites() throws {
        let sandbox = try SnapshotSandbox()
        try sandbox.store("old   |\n      |\n", "Demo", "changed")
        try sandbox.store("same  |\n      |\n", "Demo", "same")
        let settings = sandbox.settings(["REEL_SNAPSHOTS": "all"])
        assertSnapshot(of: sampleFrame("new"), named: "changed", in: "Demo", settings: settings)
        assertSnapshot(of: sampleFrame("same"), named: "same", in: "Demo", settings: settings)
        #expect(sandbox.contents("Demo", "changed") == "new   |\n      |\n")
        #expect(sandbox.contents("Demo", "same") == "same  |\n      |\n")
        #expect(sandbox.log.failures.count == 2)
        #expect(sandbox.log.failures[0].contains("Re-recorded snapshot \"changed\": wrote \(sandbox.path("Demo", "changed"))"))
        #expect(sandbox.log.failures[1].contains("unchanged"))
    }

    @Test("given mode failed, when asserted, then only missing or different snapshots are written, and they fail")
    func failedRewritesDifferentOnly() throws {
        let sandbox = try SnapshotSandbox()
        try sandbox.store("old   |\n      |\n", "Demo", "changed")
        try sandbox.store("same  |\n      |\n", "Demo", "same")
        let settings = sandbox.settings(["REEL_SNAPSHOTS": "failed"])
        assertSnapshot(of: sampleFrame("same"), named: "same", in: "Demo", settings: settings)
        #expect(sandbox.log.failures.isEmpty)
        assertSnapshot(of: sampleFrame("new"), named: "changed", in: "Demo", settings: settings)
        assertSnapshot(of: sampleFrame("x"), named: "missing", in: "Demo", settings: settings)
        #expect(sandbox.contents("Demo", "changed") == "new   |\n      |\n")
        #expect(sandbox.contents("Demo", "missing") == "x     |\n      |\n")
        #expect(sandbox.log.failures.count == 2)
    }

    @Test("given mode never, when a snapshot is missing or different, then it fails and nothing is written")
    func neverWrites() throws {
        let sandbox = try SnapshotSandbox()
        try sandbox.store("old   |\n      |\n", "Demo", "changed")
        let settings = sandbox.settings(["REEL_SNAPSHOTS": "never"])
        assertSnapshot(of: sampleFrame("new"), named: "changed", in: "Demo", settings: settings)
        assertSnapshot(of: sampleFrame("x"), named: "missing", in: "Demo", settings: settings)
        #expect(sandbox.files == ["Snapshots/Demo/changed.txt"])
        #expect(sandbox.contents("Demo", "changed") == "old   |\n      |\n")
        #expect(sandbox.log.failures.count == 2)
        #expect(sandbox.log.failures[1].contains("REEL_SNAPSHOTS=never"))
    }

    @Test("given an unknown mode, when asserted, then it fails naming the value and writes nothing")
    func unknownMode() throws {
        let sandbox = try SnapshotSandbox()
        assertSnapshot(of: sampleFrame("x"), named: "x", in: "Demo", settings: sandbox.settings(["REEL_SNAPSHOTS": "sometimes"]))
        #expect(sandbox.files.isEmpty)
        #expect(sandbox.log.failures == ["REEL_SNAPSHOTS=sometimes is not a record mode (use one of: missing, all, failed, never)"])
    }

    @Test("given CI set to false or empty, when asserted, then it does not count as CI")
    func ciValues() {
        #expect(SnapshotSettings(environment: ["CI": "true"]).isCI)
        #expect(SnapshotSettings(environment: ["CI": "yes"]).isCI)
        #expect(!SnapshotSettings(environment: ["CI": "false"]).isCI)
        #expect(!SnapshotSettings(environment: ["CI": ""]).isCI)
        #expect(!SnapshotSettings(environment: [:]).isCI)
    }
}
