import Foundation
import Testing

/// A `LoggableScene` whose messages are not `Codable` does not compile, and the error says why:
/// small files are type-checked by `swiftc` against the Reel module this test was built with.
@Suite("Only logged scenes need Codable messages")
struct LoggableRuleTests {
    /// The scene of every check, with its conformance and its message's conformances to fill in.
    static func source(conformance: String, msgConformances: String) -> String {
        """
        import Reel
        import ReelLog

        struct SomeError: Error, Equatable {}

        enum Lookup: \(conformance) {
            typealias Model = Int
            enum Msg: \(msgConformances) { case loaded(\(msgConformances.contains("Codable") ? "String" : "Result<String, SomeError>")) }
            static func start(_ input: Void) -> (Int, Effect<Msg>) { (0, .none) }
            static func update(_ model: inout Int, _ msg: Msg) -> Effect<Msg> { .none }
            static func render(_ model: Int, into frame: inout Frame) {}
            static var messageSamples: [Msg] { [] }
        }
        """
    }

    /// The exact error that names the rule.
    static let ruleDiagnostic = """
        error: unavailable static property 'loggedMessagesAreCodable' was used to satisfy a requirement of \
        protocol 'LoggedMessagesRule': a LoggableScene's Msg must be Codable: its messages are written to \
        the log and read back (a plain Scene's Msg need not be; for a response that can fail, carry an \
        Outcome instead of a Result)
        """

    @Test("given a LoggableScene whose Msg carries a Result with a non-Codable error, when it is type-checked, then it fails with an error naming the rule")
    func loggableSceneWithResultDoesNotCompile() throws {
        let (status, output) = try Self.typecheck(Self.source(conformance: "LoggableScene", msgConformances: "Equatable, Sendable"))
        #expect(status != 0)
        #expect(output.contains(Self.ruleDiagnostic), "\(output)")
        #expect(output.contains("error: type 'Lookup.Msg' does not conform to protocol 'Decodable'"), "\(output)")
    }

    @Test("given the same message in a plain Scene, when it is type-checked, then it compiles")
    func plainSceneWithResultCompiles() throws {
        let (status, output) = try Self.typecheck(Self.source(conformance: "Scene", msgConformances: "Equatable, Sendable"))
        #expect(status == 0, "\(output)")
    }

    @Test("given a LoggableScene whose Msg is Codable, when it is type-checked, then it compiles without a warning")
    func loggableSceneWithCodableMessagesCompiles() throws {
        let (status, output) = try Self.typecheck(
            Self.source(conformance: "LoggableScene", msgConformances: "Equatable, Sendable, Codable"))
        #expect(status == 0, "\(output)")
        #expect(!output.contains("warning:"), "\(output)")
    }

    /// Type-checks `source` in Swift 6 mode against the Reel module built beside this test;
    /// returns swiftc's exit status and what it printed.
    static func typecheck(_ source: String) throws -> (Int32, String) {
        let modules = try #require(modulesFolder(), "no Reel.swiftmodule beside \(CommandLine.arguments)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Lookup.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, "-module-cache-path",
            folder.appendingPathComponent("cache").path, file.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// The folder holding `Reel.swiftmodule` for this build: SwiftPM puts modules in `Modules`
    /// beside the test bundle (`.build/<triple>/debug/Modules`), or beside it on older layouts.
    static func modulesFolder() -> URL? {
        let starts = CommandLine.arguments.filter { $0.contains(".xctest") } + [CommandLine.arguments[0], Bundle.main.bundlePath]
        for start in starts {
            var folder = URL(fileURLWithPath: start)
            for _ in 0..<5 {
                folder.deleteLastPathComponent()
                for candidate in [folder.appendingPathComponent("Modules"), folder]
                where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Reel.swiftmodule").path) {
                    return candidate
                }
            }
        }
        return nil
    }
}
