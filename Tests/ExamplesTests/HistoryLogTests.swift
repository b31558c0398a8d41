import ReelExampleApp
import ReelExampleNotes
import Foundation
import Reel
import ReelLog
import Testing

/// Tours of the app recorded by earlier versions of this repository (`Logs/History`, see its
/// README), read, migrated where needed and replayed by today's app.
@Suite("Logs from history")
struct HistoryLogTests {
    private static let folder = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
        .appendingPathComponent("Logs/History")
    /// The tour as release 1.0.0 committed it: notes deleted with `{"deleteTapped":{"_0":1}}`.
    private let released = folder.appendingPathComponent("tour-1.0.0.jsonl")
    /// The tour recorded before the search's progress ticks existed: its header lists every case but that one.
    private let beforeProgressTicked = folder.appendingPathComponent("tour-before-progressTicked.jsonl")
    /// The tour recorded before headers listed cases at all.
    private let beforeCases = folder.appendingPathComponent("tour-before-cases.jsonl")

    @Test("given the tour 1.0.0 recorded, when verified, then identical, its delete migrated to today's labelled position")
    func releasedTourVerifiesThroughItsMigration() throws {
        #expect(Replay<ExampleApp>.verify(logAt: released).isIdentical)
        let reader = try LogReader<ExampleApp>(contentsOf: released)
        var deletes: [ExampleApp.Msg] = []
        while let step = try reader.next() {
            if step.msgJSON.contains("deleteTapped") { deletes.append(step.msg) }
        }
        #expect(deletes.count == 1)
        #expect(deletes.first.map { "\($0)" }?.contains("deleteTapped(position: 1)") == true)
        #expect(reader.stepsMigrated == 1)
    }

    @Test("given the 1.0.0 tour claiming to be recorded after migration 1, when verified, then refused naming the delete and its step")
    func releasedTourPastItsMigrationIsRefused() throws {
        let text = try String(contentsOf: released, encoding: .utf8).replacingOccurrences(of: #","version":1}"#, with: #","schemaVersion":1,"version":1}"#)

        #expect(Replay<ExampleApp>.verify(logData: Data(text.utf8)) == .unreadable(.badLine(
            75, #"case "screen.notes.deleteTapped" changed shape at step 74 (no migration handles it)"#)))
    }

    @Test("given the tours recorded before progress ticks and before headers listed cases, when read, then every step replays, signing in and out")
    func oldToursReplay() throws {
        for log in [beforeProgressTicked, beforeCases] {
            let reader = try LogReader<ExampleApp>(contentsOf: log)
            var replay = Replay<ExampleApp>(input: ExampleApp.Input(), frameSize: reader.header.frameSize)
            var signedIn = false
            while let step = try reader.next() {
                replay.apply(step.msg)
                signedIn = signedIn || replay.model.session != nil
            }
            #expect(replay.stepsApplied == 87, "\(log.lastPathComponent)")
            #expect(signedIn && replay.model.session == nil)
            #expect(replay.frame.text.contains("First name  [______"))
        }
    }

    @Test("given the tour recorded before progress ticks, when verified, then it first differs where today's search says what it is searching")
    func tourBeforeProgressTickedShowsTheSearchChange() {
        guard case .diverged(let divergence) = Replay<ExampleApp>.verify(logAt: beforeProgressTicked) else {
            Issue.record("expected the search's new feedback to show")
            return
        }
        #expect(divergence.step == 8)
        #expect(divergence.frameDiff?.lines.contains(.removed("  Please, search something", expected: 6)) == true)
        #expect(divergence.frameDiff?.lines.contains(.added(#"  Searching "med"…"#, actual: 6)) == true)
    }

    @Test("given each old tour, when upgraded, then the search's steps 8 to 10 are listed as changed and the upgraded tour verifies")
    func oldToursUpgrade() throws {
        for log in [released, beforeProgressTicked, beforeCases] {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("tour-\(UUID().uuidString).jsonl")
            defer { try? FileManager.default.removeItem(at: out) }

            // The oldest tour records no input: it ran from the default one.
            let upgrade = try LogUpgrader(ExampleApp.self, input: ExampleApp.Input()).upgrade(logAt: log, to: out)

            #expect(upgrade.changedSteps == (log == released ? [] : [8, 9, 10]), "\(log.lastPathComponent)")
            #expect(upgrade.migratedSteps == 1)
            #expect(Replay<ExampleApp>.verify(logAt: out) == .identical(steps: 87, warnings: []))
        }
    }
}
