import Foundation
import Testing

/// Every Swift code block of the README, the guides (the articles of the modules' documentation
/// catalogs), Docs/ and the examples' READMEs must stand, line for line, in a Swift file the package
/// (or the client package in Examples/UsingReel, which CI builds and tests) compiles: so the
/// documentation cannot show code that no longer compiles. Indentation, blank lines, comments and imports are ignored (a block's
/// imports are its context), and a compiled line may add `public ` in front. A block that begins
/// `// Package.swift` is a manifest, which the client package's own manifest stands for.
@Suite("Documentation code")
struct DocumentationCodeTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("given the README, the catalogs' articles, Docs and the examples, then every Swift block stands in a compiled file")
    func everyBlockIsCompiled() throws {
        let compiled = try Self.files(under: ["Sources", "Examples", "Tests"], ending: ".swift").map(Self.lines)
        let documents = try Self.documents()
        var blocks = 0
        var articlesWithBlocks: Set<String> = []
        for document in documents {
            for block in Self.swiftBlocks(in: try String(contentsOf: document, encoding: .utf8)) {
                blocks += 1
                if Self.catalog(of: document) != nil { articlesWithBlocks.insert(document.lastPathComponent) }
                guard block.first?.hasPrefix("// Package.swift") != true else { continue }
                let wanted = block.map(Self.normalized).filter { !$0.isEmpty && !$0.hasPrefix("import ") }
                #expect(compiled.contains { Self.holds(wanted, in: $0) },
                        "\(document.lastPathComponent): the block starting \"\(wanted.first ?? "")\" is in no compiled file")
            }
        }
        #expect(blocks >= 10)
        // The guides' blocks are read from the catalogs, where the guides live.
        for article in ["GettingStarted.md", "EffectsAndSubscriptions.md", "RunningPrograms.md", "LogsAndReplay.md",
                        "TestingScenes.md", "ExploringScenes.md", "TheShell.md", "InspectingSessions.md", "HostingScenes.md"] {
            #expect(articlesWithBlocks.contains(article), "\(article): no Swift block read")
        }
    }

    @Test("given each documentation catalog, then its landing page lists every article of it under Topics")
    func everyArticleIsListed() throws {
        let articles = try Self.files(under: ["Sources"], ending: ".md").filter { Self.catalog(of: $0) != nil }
        #expect(articles.count >= 12)
        for article in articles {
            let catalog = article.deletingLastPathComponent()
            let module = catalog.deletingPathExtension().lastPathComponent
            let name = article.deletingPathExtension().lastPathComponent
            guard name != module else { continue }
            let landing = try String(contentsOf: catalog.appendingPathComponent(module + ".md"), encoding: .utf8)
            let topics = landing.components(separatedBy: "## Topics").dropFirst().joined()
            #expect(topics.contains("- <doc:\(name)>"), "\(module).md: <doc:\(name)> is not under Topics")
        }
    }

    @Test("given the README, Docs and the examples' READMEs, then every link to a file of the repository leads to one")
    func everyFileLinkResolves() throws {
        for document in try Self.documents() where Self.catalog(of: document) == nil {
            let text = try String(contentsOf: document, encoding: .utf8)
            for match in text.matches(of: #/\]\(([^)\s]+)\)/#) {
                let target = String(match.output.1)
                guard !target.contains("://"), !target.hasPrefix("#") else { continue }
                let path = String(target.prefix { $0 != "#" })
                let file = document.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                #expect(FileManager.default.fileExists(atPath: file.path),
                        "\(document.path.dropFirst(Self.root.path.count + 1)): the link to \(target) leads nowhere")
            }
        }
    }

    /// The documents whose blocks are checked: the README, the catalogs' articles, Docs/ and the
    /// examples' READMEs.
    static func documents() throws -> [URL] {
        try [root.appendingPathComponent("README.md")]
            + files(under: ["Sources"], ending: ".md").filter { catalog(of: $0) != nil }
            + files(under: ["Docs"], ending: ".md")
            + files(under: ["Examples"], ending: "README.md")
    }

    /// The documentation catalog (`Sources/<Module>/<Module>.docc`) holding `document`, if any.
    static func catalog(of document: URL) -> String? {
        let folder = document.deletingLastPathComponent().lastPathComponent
        return folder.hasSuffix(".docc") ? folder : nil
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
