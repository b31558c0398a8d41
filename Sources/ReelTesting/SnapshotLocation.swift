import Foundation

/// Where a snapshot lives: `<package root>/Snapshots/<folder>/<name>.txt`.
public struct SnapshotLocation: Hashable, Sendable {
    /// The directory holding `Package.swift` (and `Snapshots/`).
    public let root: String
    /// The folder under `Snapshots/`, usually the scene or suite.
    public let folder: String
    /// The snapshot's name, without `.txt`.
    public let name: String

    /// A location, refusing a folder or name that could leave its directory.
    public init(root: String, folder: String, name: String) throws(SnapshotError) {
        try Self.check(folder, "folder")
        try Self.check(name, "name")
        self.root = root
        self.folder = folder
        self.name = name
    }

    /// The file's full path.
    public var path: String { "\(root)/Snapshots/\(folder)/\(name).txt" }

    /// The path from the package root, as shown in messages: `Snapshots/Counter/start.txt`.
    public var relativePath: String { "Snapshots/\(folder)/\(name).txt" }

    /// The nearest directory at or above `filePath`'s directory that holds `Package.swift`.
    public static func packageRoot(above filePath: String) -> String? {
        var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory.path
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }

    /// The folder for a test file with no explicit one: its module's name without a final
    /// `Tests` (`CounterTests/CounterScreenTests.swift` gives `Counter`).
    public static func defaultFolder(fileID: String) -> String {
        let module = String(fileID.prefix { $0 != "/" })
        let trimmed = module.hasSuffix("Tests") ? String(module.dropLast(5)) : module
        return trimmed.isEmpty ? module : trimmed
    }

    /// A name or folder is one plain path component: not empty, no separator, no leading dot
    /// (so no `.`, `..` or hidden file), no control character.
    private static func check(_ component: String, _ role: String) throws(SnapshotError) {
        let bad = component.isEmpty
            || component.hasPrefix(".")
            || component.contains { $0 == "/" || $0 == "\\" || $0 == ":" }
            || component.unicodeScalars.contains { $0.properties.generalCategory == .control }
            || component.trimmingCharacters(in: .whitespaces).isEmpty
        if bad {
            throw SnapshotError("snapshot \(role) \(component.debugDescription) is refused: use a plain file name (no '/', '\\', ':', leading '.', or empty name) so it stays inside Snapshots/")
        }
    }
}
