import Foundation
import Testing

/// Every Swift code block of the README, the guides in Docs/ and the documentation catalogs must
/// stand, line for line, in a Swift file the package (or the client package in
/// Examples/UsingReel, which CI builds and tests) compiles: so the documentation cannot show code
/// that no longer compiles. Indentation, blank lines, comments and imports are ignored (a block's
/// imports are its context), and a compiled line may add `public ` in front. A block that begins
/// `// Package.swift` is a manifest, which the client package's own manifest stands for.
@Suite("Documentation code")
struct DocumentationCodeTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("given the README, the guides and the catalogs, then every Swift block stands in a compiled file")
    func everyBlockIsCompiled() throws {
        let compiled = try Self.files(under: ["Sources", "Examples", "Tests"], ending: ".swift").map(Self.lines)
        let documents = try [Self.root.appendingPathComponent("README.md")]
            + Self.files(under: ["Docs", "Sources"], ending: ".md")
        var blocks = 0
        for document in documents {
            for block in Self.swiftBlocks(in: try String(contentsOf: document, encoding: .utf8)) {
                blocks += 1
                guard block.first?.hasPrefix("// Package.swift") != true else { continue }
                let wanted = block.map(Self.normalized).filter { !$0.isEmpty && !$0.hasPrefix("import ") }
                #expect(compiled.contains { Self.holds(wanted, in: $0) },
                        "\(document.lastPathComponent): the block starting \"\(wanted.first ?? "")\" is in no compiled file")
            }
        }
        #expect(blocks >= 10)
    }

    /// Whether `block` stands as consecutive lines of `file`.
    static func holds(_ block: [String], in file: [String]) -> Bool {
        guard let first = block.first else { return true }
        return file.indices.contains { start in
            matches(first, file[start]) && start + block.count <= file.count
                && zip(block, file[start..<start + block.count]).allSatisfy { matches($0, $1) }
        }
    }

    static func matches(_ documented: String, _ compiled: String) -> Bool {
        documented == compiled || "public " + documented == compiled
    }

    /// The lines of each ```swift block.
    static func swiftBlocks(in text: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let fence = line.trimmingCharacters(in: .whitespaces)
            if current == nil, fence == "```swift" {
                current = []
            } else if current != nil, fence == "```" {
                blocks.append(current!)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// A line without its indentation and its comment (a whole-line one, or one after spaces).
    static func normalized(_ line: String) -> String {
        var text = line.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("//") { return "" }
        if let comment = text.range(of: #"\s+//.*$"#, options: .regularExpression) { text.removeSubrange(comment) }
        return text
    }

    static func lines(of url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { normalized(String($0)) }.filter { !$0.isEmpty }
    }

    /// The files under the given folders of the repository whose names end with `suffix`, build
    /// folders left out.
    static func files(under folders: [String], ending suffix: String) throws -> [URL] {
        folders.flatMap { folder -> [URL] in
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            return (enumerator?.allObjects as? [URL] ?? []).filter {
                $0.lastPathComponent.hasSuffix(suffix) && !$0.pathComponents.contains { $0.hasPrefix(".build") }
            }
        }
    }
}
