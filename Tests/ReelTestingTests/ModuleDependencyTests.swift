import Foundation
import Testing

/// The package's module graph, as SwiftPM reads it from Package.swift (`swift package describe`):
/// testing links no terminal code, and every module a target imports is one it lists.
@Suite struct ModuleDependencyTests {
    /// A target of the package as `swift package describe --type json` prints it.
    struct Target: Decodable {
        let name: String
        let c99name: String
        let path: String
        let sources: [String]?
        let targetDependencies: [String]?

        enum CodingKeys: String, CodingKey {
            case name, c99name, path, sources
            case targetDependencies = "target_dependencies"
        }
    }

    /// The package's root: this file is Tests/ReelTestingTests/ModuleDependencyTests.swift.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The package's targets by name, from a scratch folder of their own (so that the `swift test`
    /// running this test, which holds the package's build folder, is not waited for).
    static func targets() throws -> [String: Target] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("reel-describe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "describe", "--type", "json"]
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let json = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift package describe failed in \(root.path)")
        struct Description: Decodable { let targets: [Target] }
        let targets = try JSONDecoder().decode(Description.self, from: json).targets
        return Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
    }

    /// Every target `name` depends on, directly or through others.
    static func closure(of name: String, in targets: [String: Target]) -> Set<String> {
        var seen: Set<String> = []
        var next = targets[name]?.targetDependencies ?? []
        while let dependency = next.popLast() {
            guard seen.insert(dependency).inserted else { continue }
            next += targets[dependency]?.targetDependencies ?? []
        }
        return seen
    }

    @Test("given the package's manifest, when ReelTesting's dependencies are followed, then ReelShell is not among them")
    func testingLinksNoShell() throws {
        let targets = try Self.targets()
        let testing = Self.closure(of: "ReelTesting", in: targets)

        #expect(testing.contains("Reel"))
        #expect(!testing.contains("ReelShell"), "ReelTesting depends on \(testing.sorted())")
        #expect(Self.closure(of: "ReelShell", in: targets).isDisjoint(with: ["ReelTesting", "ReelUI"]))
        #expect(Self.closure(of: "Reel", in: targets).isEmpty)
    }

    @Test("given every target of the package, when its sources' imports are read, then each module of the package it imports is one it lists")
    func importsAreListed() throws {
        let targets = try Self.targets()
        let modules = Dictionary(uniqueKeysWithValues: targets.values.map { ($0.c99name, $0.name) })
        var unlisted: [String] = []
        for target in targets.values.sorted(by: { $0.name < $1.name }) {
            let listed = Set(target.targetDependencies ?? [])
            let folder = Self.root.appendingPathComponent(target.path)
            for source in target.sources ?? [] {
                let text = try String(contentsOf: folder.appendingPathComponent(source), encoding: .utf8)
                for module in Self.importedModules(text) {
                    guard let name = modules[module], name != target.name, !listed.contains(name) else { continue }
                    unlisted.append("\(target.name) imports \(name) in \(source) without listing it")
                }
            }
        }
        #expect(unlisted == [])
    }

    /// The modules a Swift file imports: `import M`, `@testable import M`, `import struct M.T`.
    static func importedModules(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            var words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            guard words.first == "import", words.count >= 2 else { return nil }
            words.removeFirst()
            let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
            if kinds.contains(words[0]), words.count >= 2 { words.removeFirst() }
            return String(words[0].split(separator: ".")[0])
        }
    }
}
