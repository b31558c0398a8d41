import Foundation
import Reel
import ReelTesting
import Testing

@Suite("Snapshot names and locations")
struct SnapshotLocationTests {
    @Test("given a name or folder that could leave Snapshots/, when asserted, then it is refused and nothing is written",
          arguments: [("..", "Demo"), ("../escape", "Demo"), ("/etc/passwd", "Demo"), ("a/b", "Demo"), ("a\\b", "Demo"),
                      ("", "Demo"), (".hidden", "Demo"), ("   ", "Demo"), ("line\nbreak", "Demo"), ("ok", ".."), ("ok", "/tmp"), ("ok", "")])
    func refusesEscapingNames(name: String, folder: String) throws {
        let sandbox = try SnapshotSandbox()
        assertSnapshot(of: "text", named: name, in: folder, settings: sandbox.settings())
        #expect(sandbox.files.isEmpty)
        let failure = try #require(sandbox.log.failures.first)
        #expect(failure.contains("is refused"))
        #expect(!failure.contains("\n"))
    }

    @Test("given plain names, when located, then the path is Snapshots/<folder>/<name>.txt under the root")
    func plainNames() throws {
        let location = try SnapshotLocation(root: "/repo", folder: "Counter", name: "after two taps")
        #expect(location.path == "/repo/Snapshots/Counter/after two taps.txt")
        #expect(location.relativePath == "Snapshots/Counter/after two taps.txt")
        #expect(throws: SnapshotError.self) { try SnapshotLocation(root: "/repo", folder: "Counter", name: "..") }
    }

    @Test("given a test file inside a package, when the root is sought, then the nearest folder with Package.swift is found")
    func packageRoot() throws {
        let sandbox = try SnapshotSandbox()
        try FileManager.default.createDirectory(atPath: "\(sandbox.root)/pkg/Tests/AppTests", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: "\(sandbox.root)/pkg/Package.swift"))
        #expect(SnapshotLocation.packageRoot(above: "\(sandbox.root)/pkg/Tests/AppTests/AppTests.swift") == "\(sandbox.root)/pkg")
        #expect(SnapshotLocation.packageRoot(above: "\(sandbox.root)/elsewhere/File.swift") == nil)
    }

    @Test("given no folder, when defaulted, then it is the test module without its Tests suffix")
    func defaultFolder() {
        #expect(SnapshotLocation.defaultFolder(fileID: "CounterTests/CounterScreenTests.swift") == "Counter")
        #expect(SnapshotLocation.defaultFolder(fileID: "Checks/File.swift") == "Checks")
        #expect(SnapshotLocation.defaultFolder(fileID: "Tests/File.swift") == "Tests")
    }

    @Test("given a failing assertion, when reported, then the failure points at the assertion's own line")
    func reportsCallerSite() throws {
        let sandbox = try SnapshotSandbox()
        let sites = Locked<[SourceSite]>([])
        let settings = SnapshotSettings(environment: ["CI": "true"], reporter: FailureReporter { _, site in
            sites.withLock { $0.append(site) }
        }, packageRoot: sandbox.root)
        let line = #line + 1
        assertSnapshot(of: "text", named: "missing", settings: settings)
        let site = try #require(sites.withLock { $0.first })
        #expect(site.line == line)
        #expect(site.fileID.hasSuffix("SnapshotLocationTests.swift"))
    }

    @Test("given no folder, when a snapshot is recorded, then it goes under the test module's folder")
    func defaultFolderOnDisk() throws {
        let sandbox = try SnapshotSandbox()
        assertSnapshot(of: "text", named: "plain", settings: sandbox.settings())
        #expect(sandbox.files == ["Snapshots/ReelTesting/plain.txt"])
    }
}
