import Foundation
import Testing

/// `reel-demo` with logs recorded by earlier versions of the app: read by the cases they use,
/// migrated, checked for edits, and upgraded.
@Suite("reel-demo logs")
struct DemoLogsTests {
    /// The committed tours recorded by earlier versions of the app.
    private static let history = LogFolder.tour.deletingLastPathComponent().appendingPathComponent("History")

    /// A copy of a committed old tour in `folder`.
    private func copy(_ name: String, into folder: borrowing LogFolder) throws -> String {
        let path = folder.path(name)
        try FileManager.default.copyItem(atPath: Self.history.appendingPathComponent(name).path, toPath: path)
        return path
    }

    @Test("given the tour recorded before progress ticks existed, when replayed, then every frame prints and it exits 0")
    func tourBeforeACaseWasAddedReplays() throws {
        let result = try DemoProcess.run(["replay", Self.history.appendingPathComponent("tour-before-progressTicked.jsonl").path])

        #expect(result.status == 0)
        #expect(result.stdout.components(separatedBy: "\n== step ").count - 1 == 87)
        let log = "\(Self.history.path)/tour-before-progressTicked.jsonl"
        #expect(result.errors == [
            "warning: \(log): 1 of 87 steps were migrated from message schema version 0 to 1; an upgrade (LogUpgrader, "
                + "reel-demo logs upgrade) stores them in today's shape",
            "warning: \(log): step 8 replays differently from the recording: its frame differs; `reel-demo replay \(log) --verify` "
                + "shows the difference",
        ])
    }

    @Test("given the tour's header without an unused case and with a case today's app removed, when verified, then identical")
    func headerOfOtherUnusedCasesVerifies() throws {
        let folder = try LogFolder()
        let text = try String(contentsOf: LogFolder.tour, encoding: .utf8)
            .replacingOccurrences(of: #""screen.dice.landed":"edabda","#, with: "")
            .replacingOccurrences(of: #""screen.feed.backTapped""#, with: #""screen.feed.rewindTapped":"abcdef","screen.feed.backTapped""#)
            .replacingOccurrences(of: #""schema":"3ec6b9acc0464c5d""#, with: #""schema":"0123456789abcdef""#)
        let log = folder.path("other-cases.jsonl")
        try Data(text.utf8).write(to: URL(fileURLWithPath: log))

        let result = try DemoProcess.run(["replay", log, "--verify"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "identical: 87 steps replayed and verified\n")
    }

    @Test("given the 1.0.0 tour, when verified, then identical through the delete's migration; claiming it came after that migration, refused naming the case")
    func reshapedCaseNeedsItsMigration() throws {
        let folder = try LogFolder()
        let released = try copy("tour-1.0.0.jsonl", into: folder)
        let claiming = folder.path("claiming.jsonl")
        let text = try String(contentsOf: URL(fileURLWithPath: released), encoding: .utf8)
        try Data(text.replacingOccurrences(of: #","version":1}"#, with: #","schemaVersion":1,"version":1}"#).utf8)
            .write(to: URL(fileURLWithPath: claiming))

        let migrated = try DemoProcess.run(["replay", released, "--verify"])
        let refused = try DemoProcess.run(["replay", claiming, "--verify"])

        #expect(migrated.status == 0, "\(migrated.stderr)")
        #expect(migrated.stdout.hasPrefix("identical: 87 steps replayed and verified\nwarning: 1 of 87 steps were migrated"))
        #expect(refused.status == 2)
        #expect(refused.errors == [
            #"error: \#(claiming): unreadable: line 75: case "screen.notes.deleteTapped" changed shape at step 74 (no migration handles it)"#,
        ])
    }

    @Test("given the tour with a frame row edited and its hash left alone, when verified or replayed, then refused naming the line and step")
    func editedRowsAreCaught() throws {
        let folder = try LogFolder()
        let firstRows = #""index":1,"lines":["                                    Sign in","\#(String(repeating: "─", count: 80))","","#
            + #""  Sign in to open the examples.","","  First name  [Ada"#
        let log = try folder.tour(replacing: firstRows, with: firstRows.replacingOccurrences(of: "[Ada", with: "[Eve"))

        let verified = try DemoProcess.run(["replay", log, "--verify"])
        let replayed = try DemoProcess.run(["replay", log])

        #expect(verified.status == 2)
        #expect(verified.errors.first?.hasPrefix("error: \(log): unreadable: line 2: step 1's stored frame rows hash to ") == true)
        #expect(verified.errors.first?.hasSuffix(", not to its recorded frame eb5254f163c00313: the rows or the hash were edited") == true)
        #expect(replayed.status == 2)
    }

    @Test("given an old tour, when upgraded, then the steps whose frame changed print with their rows, and the upgraded tour verifies")
    func upgradePrintsTheChangedStepsAndVerifies() throws {
        let folder = try LogFolder()
        let log = try copy("tour-before-progressTicked.jsonl", into: folder)

        let result = try DemoProcess.run(["logs", "upgrade", log])
        let verified = try DemoProcess.run(["replay", log, "--verify"])

        #expect(result.status == 0, "\(result.stderr)")
        let expectedStart: String = "\(log): upgraded: 87 steps; schema 5a8a37360c90a6f3 → 3ec6b9acc0464c5d ("
            + #"case "screen.notes.moveTapped" was added; case "screen.search.progressTicked" was added; "#
            + #"case "screen.notes.deleteTapped" changed shape)"#
            + "; message schema version 0 → 1; 1 migrated; 3 changed: 8, 9, 10\n  step 8 changed, message "
        #expect(result.stdout.hasPrefix(expectedStart))
        #expect(result.stdout.contains(#"  +     6 │   Searching "med"…"#))
        #expect(result.stdout.contains("  step 9 changed, message "))
        #expect(verified.status == 0, "\(verified.stderr)")
        #expect(verified.stdout == "identical: 87 steps replayed and verified\n")
    }

    @Test("given an old tour, a current one and a file that is no log, when upgraded with --dry-run, then nothing is written and it exits 2, each log reported")
    func dryRunWritesNothing() throws {
        let folder = try LogFolder()
        let old = try copy("tour-before-cases.jsonl", into: folder)
        let garbage = folder.path("garbage.jsonl")
        try Data("hello\n".utf8).write(to: URL(fileURLWithPath: garbage))
        let before = try Data(contentsOf: URL(fileURLWithPath: old))

        let result = try DemoProcess.run(["logs", "upgrade", "--dry-run", old, LogFolder.tour.path, garbage])

        #expect(result.status == 2)
        #expect(result.stdout.hasPrefix("\(old): would be upgraded: 87 steps; schema 5a8a37360c90a6f3 → 3ec6b9acc0464c5d;"))
        #expect(result.stdout.contains("\(LogFolder.tour.path): up to date: 87 steps; no step changed\n"))
        #expect(result.errors == ["error: \(garbage): not a Reel log: line 1 is not a JSON object (expected an object at byte 1)"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: old)) == before)
    }

    @Test("given only an old tour, when upgraded with --dry-run, then it exits 1 and writes nothing")
    func dryRunOfAnOldLogExits1() throws {
        let folder = try LogFolder()
        let old = try copy("tour-1.0.0.jsonl", into: folder)

        let result = try DemoProcess.run(["logs", "upgrade", old, "--dry-run"])

        #expect(result.status == 1)
        #expect(result.stdout == "\(old): would be upgraded: 87 steps; schema 664cbda45f1a67a2 → 3ec6b9acc0464c5d "
            + #"(case "screen.notes.moveTapped" was added; case "screen.notes.deleteTapped" changed shape); "#
            + #"message schema version 0 → 1; 1 migrated; no step changed"# + "\n")
    }
}
