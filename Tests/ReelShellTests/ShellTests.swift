import Foundation
import Reel
import ReelLog
import ReelShell
import Testing

/// A 30×3 frame keeps the expected output short.
private let small: Shell<Notes>.Options = {
    var options = Shell<Notes>.Options()
    options.frameSize = FrameSize(width: 30, height: 3)
    return options
}()

/// Runs the shell in piped mode over `lines`; returns the exit status and what it wrote.
private func runShell(_ lines: [String], options: Shell<Notes>.Options = small) -> (Int32, CapturedOutput) {
    let output = CapturedOutput()
    let shell = Shell<Notes>(input: (), options: options, output: output) { Services(timers: $0) }
    let status = shell.run(lines.map { InputLines.Line.bytes(Array($0.utf8)) })
    return (status, output)
}

@Suite("Shell, piped")
struct ShellTests {
    @Test("given a script, when run piped, then each line's settled frame is printed under its header")
    func scriptPrintsSettledFrames() {
        let (status, output) = runShell(["add milk", "add eggs", "open 2"])
        #expect(status == 0)
        #expect(output.errors == [])
        #expect(output.text.components(separatedBy: "\n").filter { $0.hasPrefix("==") } == [
            "== start", "== add milk", "== add eggs", "== open 2",
        ])
        // The 300 ms debounce ran on the virtual clock: each settled frame already shows the save.
        #expect(output.text.contains("== add milk\nNotes (1, 1 saved)\n1. milk\n"))
        #expect(output.text.contains("== open 2\nNote 2: eggs\n"))
    }

    @Test("given the same script twice, when run, then the output is byte for byte the same")
    func deterministic() {
        let script = ["add a", "add b", ":back", ":forward", "open 1", "back"]
        #expect(runShell(script).1.text == runShell(script).1.text)
    }

    @Test("given bad lines, when run, then each gets a one-line error and the model is unchanged")
    func badInputIsRefused() {
        let (status, output) = runShell(["ad milk", "add", "open x", "back", "add ok"])
        #expect(status == 0)
        #expect(output.errors == [
            "unknown command 'ad' (did you mean 'add'?); :help lists the commands",
            "'add' needs TEXT (usage: add TEXT)",
            "'x' is not a number ≥ 1 for N (usage: open N)",
            "unknown command 'back'; :help lists the commands",
        ])
        #expect(output.text.hasSuffix("== add ok\nNotes (1, 1 saved)\n1. ok\n\n"))
    }

    @Test("given :help, when run, then it lists this screen's commands and the built-ins")
    func help() {
        let (_, output) = runShell([":help", "add x", "open 1", ":help"])
        #expect(output.text.contains("notes commands:\n  add TEXT"))
        #expect(output.text.contains("note commands:\n  back"))
        #expect(output.text.contains("  :record FILE"))
    }

    @Test("given :back and :forward, when run, then earlier frames are shown, marked as the past, and the present returns")
    func timeTravel() {
        let (_, output) = runShell(["add a", "add b", ":back 2", ":forward", ":frame", ":forward 5"])
        #expect(output.text.contains("== :back 2 (◀ past: step 2 of 4 — :forward or :now to return)\nNotes (1, 1 saved)\n1. a\n"))
        #expect(output.text.contains("== :forward (◀ past: step 3 of 4 — :forward or :now to return)\nNotes (2, 1 saved)\n"))
        #expect(output.text.contains("== :frame (◀ past: step 3 of 4 — :forward or :now to return)\nNotes (2, 1 saved)\n"))
        #expect(output.text.contains("== :forward 5 (step 4 of 4, the present)\nNotes (2, 2 saved)\n"))
    }

    @Test("given :back, when :now, then the present is shown again; :now takes no arguments")
    func backToNow() {
        let (_, output) = runShell(["add a", "add b", ":back 3", ":now", ":now 2", ":frame"])
        #expect(output.text.contains("== :back 3 (◀ past: step 1 of 4 — :forward or :now to return)\nNotes (1, 0 saved)\n"))
        #expect(output.text.contains("== :now (step 4 of 4, the present)\nNotes (2, 2 saved)\n"))
        #expect(output.text.contains("== :frame\nNotes (2, 2 saved)\n"))
        #expect(output.errors == [":now takes no arguments (got '2')"])
    }

    @Test("given --all-frames, when run, then every step's frame is printed")
    func allFrames() {
        var options = small
        options.allFrames = true
        let (_, output) = runShell(["add a"], options: options)
        #expect(output.text == "== start\n== add a\n-- step 1: noteAdded(\"a\")\nNotes (1, 0 saved)\n1. a\n\n-- step 2: saveTimerFired\nNotes (1, 1 saved)\n1. a\n\n")
    }

    @Test("given :record and :stop, when the log is verified, then it replays identically; :replay of it shows its frames")
    func recordThenReplay() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reel-shell-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, output) = runShell(["add a", ":record \(path)", "add b", "open 2", ":stop"])
        #expect(status == 0)
        #expect(output.errors == [])
        #expect(Replay<Notes>.verify(logAt: URL(fileURLWithPath: path)).isIdentical)
        let (_, replayed) = runShell([":replay \(path)"])
        #expect(replayed.text.contains("== step 5: noteOpened(2)\nNote 2: b\n"))
    }

    @Test("given :replay of an unreadable file, when run piped, then the script stops with status 1")
    func unreadableReplayStops() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reel-garbage-\(UUID().uuidString).log").path
        try Data([0xFF, 0x00, 0x13]).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, output) = runShell([":replay \(path)", "add never"])
        #expect(status == 1)
        #expect(output.errors.count == 1)
        #expect(output.errors.first?.hasPrefix("cannot replay \(path):") == true)
        #expect(!output.text.contains("never"))
    }

    @Test("given a 1 MB line, invalid UTF-8 and control characters, when run, then each is refused in one line")
    func hostileBytes() {
        let output = CapturedOutput()
        let shell = Shell<Notes>(input: (), options: small, output: output) { Services(timers: $0) }
        let status = shell.run([
            .tooLong(1_048_576), .bytes([0x61, 0xFF]), .bytes(Array("add \u{7}bell".utf8)), .bytes(Array("add fine".utf8)),
        ])
        #expect(status == 0)
        #expect(output.errors == [
            "line too long: 1048576 bytes (the limit is 4096)", "the line is not valid UTF-8",
            "the line contains a control character (U+0007)",
        ])
        #expect(output.text.hasSuffix("1. fine\n\n"))
    }

    @Test("given :quit, when run, then the rest of the input is ignored")
    func quitStops() {
        let (status, output) = runShell(["add a", ":quit", "add b"])
        #expect(status == 0)
        #expect(!output.text.contains("== add b"))
    }
}

@Suite("Shell, recording from the start")
struct ShellRecordOptionTests {
    @Test("given a record path in the options, when a script runs, then the whole session verifies")
    func recordsWholeSession() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reel-rec-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var options = small
        options.recordPath = path
        let (status, output) = runShell(["add a", "open 1", "back"], options: options)
        #expect(status == 0)
        #expect(output.errors == [])
        #expect(Replay<Notes>.verify(logAt: URL(fileURLWithPath: path)) == .identical(steps: 4, warnings: []))
    }

    @Test("given a record path in a missing folder, when the shell starts, then it says so and exits 1")
    func unwritablePathFails() {
        var options = small
        options.recordPath = "/nonexistent-reel-folder/x.log"
        let (status, output) = runShell(["add a"], options: options)
        #expect(status == 1)
        #expect(output.errors.first?.hasPrefix("cannot record to /nonexistent-reel-folder/x.log") == true)
    }
}
