import Foundation
import Reel
import ReelTesting

/// A temporary package root for exercising snapshot assertions, removed when released.
final class SnapshotSandbox: Sendable {
    let root: String
    let log = FailureLog()

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("reel-snapshots-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Settings reading only `environment`, reporting to `log`, rooted here.
    func settings(_ environment: [String: String] = [:]) -> SnapshotSettings {
        SnapshotSettings(environment: environment, reporter: log.reporter, packageRoot: root)
    }

    func path(_ folder: String, _ name: String) -> String { "\(root)/Snapshots/\(folder)/\(name).txt" }

    func contents(_ folder: String, _ name: String) -> String? {
        FileManager.default.contents(atPath: path(folder, name)).map { String(decoding: $0, as: UTF8.self) }
    }

    func store(_ text: String, _ folder: String, _ name: String) throws {
        try FileManager.default.createDirectory(atPath: "\(root)/Snapshots/\(folder)", withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(folder, name)))
    }

    /// Every file (not folder) under the root, relative to it, sorted.
    var files: [String] {
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []
        return paths.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: "\(root)/\(path)", isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }
}

/// A small frame to snapshot.
func sampleFrame(_ text: String) -> Frame {
    var frame = Frame(size: FrameSize(width: 6, height: 2))
    frame.draw(text, x: 0, y: 0)
    return frame
}
