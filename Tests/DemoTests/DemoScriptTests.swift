import Foundation
import Testing

/// The tour of all four apps that scripts and the README use.
let tour = [
    "first Ada", "last Lovelace", "login",
    "open search", "type m", "type me", "type med", "back",
    "open catalog", "open 1", "share", "close", "back", "back",
    "open profile", "refresh", "back",
    "logout",
]

@Suite("reel-demo, piped")
struct DemoScriptTests {
    @Test("given no input, when run, then it prints the first screen and exits 0")
    func emptyInput() throws {
        let result = try DemoProcess.run(input: Data(), timeout: 30)
        #expect(result.status == 0)
        #expect(result.headers == ["start"])
        #expect(result.stderr.isEmpty)
    }

    @Test("given the tour script, when piped, then every app shows its screens and the run is deterministic")
    func tourOfAllApps() throws {
        let first = try DemoProcess.run(script: tour)
        #expect(first.status == 0)
        #expect(first.errors == [])
        #expect(first.headers == ["start"] + tour)
        #expect(first.frame(after: "login")?.contains("Hello Ada Lovelace <3") == true)
        #expect(first.frame(after: "type med")?.contains("med-med-buy.com") == true)
        #expect(first.frame(after: "type m")?.contains("med-med-buy.com") == true, "each line settles: the debounce ran")
        #expect(first.frame(after: "logout").map { !$0.contains("Ada") } == true, "logout clears the login form")
        let second = try DemoProcess.run(script: tour)
        #expect(second.stdout == first.stdout)
    }

    @Test("given a script over a running stopwatch, when piped three times, then the bytes are identical and nothing waits to settle")
    func stopwatchScriptIsDeterministic() throws {
        let script = [
            "first Ada", "last Lovelace", "login", "open stopwatch", "start", ":wait 1.5s", "lap", ":wait 250ms", "lap",
            "stop", ":wait 10s", "open", "back", "open notes", "add Buy milk", "add Call Bob",
        ]
        let runs = try (0..<3).map { _ in try DemoProcess.run(script: script) }
        for run in runs {
            #expect(run.status == 0)
            #expect(run.errors == ["error: unknown command 'open'; :help lists the commands"], "the one bad line is refused")
            #expect(!run.stderr.contains("did not settle"))
        }
        #expect(runs[1].stdout == runs[0].stdout)
        #expect(runs[2].stdout == runs[0].stdout)
        let stopped = try #require(runs[0].frame(after: "stop"))
        #expect(stopped.contains("00:01.7     stopped"))
        #expect(stopped.contains("Lap 2  00:01.7"))
        #expect(stopped.contains("Lap 1  00:01.5"))
        #expect(runs[0].frame(after: ":wait 10s")?.contains("00:01.7") == true, "a stopped watch does not tick")
        #expect(runs[0].frame(after: "add Call Bob")?.contains("2. Call Bob") == true)
    }

    @Test("given --record, when the tour is replayed with --verify, then it is identical (exit 0)")
    func recordThenVerify() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("reel-tour-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let recorded = try DemoProcess.run(["--record", log.path], script: tour)
        #expect(recorded.status == 0)
        let verified = try DemoProcess.run(["replay", log.path, "--verify"])
        #expect(verified.status == 0)
        #expect(verified.stdout.hasPrefix("identical"))
        let replayed = try DemoProcess.run(["replay", log.path])
        #expect(replayed.status == 0)
        #expect(replayed.stdout.contains("Hello Ada Lovelace <3"))
    }

    @Test("given a log that is not a log, when replayed or verified, then the exit status is 2 with one line")
    func unreadableLog() throws {
        let garbage = FileManager.default.temporaryDirectory.appendingPathComponent("reel-garbage-\(UUID().uuidString).log")
        try Data([0x00, 0xFF, 0x7B, 0x0A]).write(to: garbage)
        defer { try? FileManager.default.removeItem(at: garbage) }
        for arguments in [["replay", garbage.path, "--verify"], ["replay", garbage.path]] {
            let result = try DemoProcess.run(arguments)
            #expect(result.status == 2)
            #expect(result.errors.count == 1)
        }
        let scripted = try DemoProcess.run(script: [":replay \(garbage.path)", "first Never"])
        #expect(scripted.status == 1, ":replay of an unreadable file stops a script")
        #expect(!scripted.stdout.contains("Never"))
    }

    @Test("given --help or bad options, when run, then help exits 0 and bad options exit 2 with a reason")
    func options() throws {
        let help = try DemoProcess.run(["--help"])
        #expect(help.status == 0)
        for option in ["--scene ROUTE", "--api URL", "--record FILE", "--size WxH", "--all-frames", "replay FILE", "--verify", "logs upgrade LOG…", "--dry-run"] {
            #expect(help.stdout.contains(option), "\(option) is listed")
        }
        let cases: [([String], String)] = [
            (["--bogus"], "error: unknown option '--bogus'"),
            (["--size", "10x2"], "error: --size 10x2 is too small: the screens need at least 40x12"),
            (["--size", "39x24"], "error: --size 39x24 is too small: the screens need at least 40x12"),
            (["--size", "80x11"], "error: --size 80x11 is too small: the screens need at least 40x12"),
            (["--size", "401x24"], "error: --size 401x24 is too large: at most 400x200"),
            (["--size", "wide"], "error: --size needs WxH between 40x12 and 400x200, such as 80x24"),
            (["--api"], "error: --api needs a URL such as http://127.0.0.1:8080"),
            (["replay"], "error: replay needs a FILE"),
            (["--verify"], "error: --verify goes with replay FILE"),
            (["--record"], "error: --record needs a FILE"),
            (["--notes"], "error: --notes needs a FILE"),
            (["--out", "x.log"], "error: --out goes with shrink LOG"),
            (["logs"], "error: logs needs a command: upgrade LOG…"),
            (["logs", "upgrade"], "error: logs upgrade needs a LOG"),
            (["logs", "upgrade", "a.jsonl", "--verify"], "error: --verify goes with replay FILE"),
            (["replay", "a.jsonl", "--dry-run"], "error: --dry-run goes with logs upgrade LOG…"),
            (["replay", "a.jsonl", "b.jsonl"], "error: unknown option 'b.jsonl'"),
        ]
        for (arguments, message) in cases {
            let result = try DemoProcess.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errors.first == message)
        }
    }

    @Test("given --scene, when run, then that example runs alone; one that cannot open alone exits 2 with the reason")
    func sceneAlone() throws {
        let search = try DemoProcess.run(["--scene", "search"], script: ["type med"])
        #expect(search.status == 0)
        #expect(search.errors == [])
        #expect(search.frame(after: "start")?.contains("Domain search") == true)
        #expect(search.frame(after: "type med")?.contains("med-med-buy.com") == true)
        let item = try DemoProcess.run(["--scene", "catalog/item/lemon"], script: ["share"])
        #expect(item.frame(after: "share")?.contains("Share \"Lemon\" with this link:") == true)
        let refusals: [([String], String)] = [
            (["--scene", "profile"], "error: --scene profile: sign in first to open profile"),
            (["--scene", "nowhere"], "error: --scene nowhere: no screen for route \"nowhere\""),
            (["--scene"], "error: --scene needs a ROUTE such as search or stopwatch"),
        ]
        for (arguments, message) in refusals {
            let result = try DemoProcess.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errors.first == message)
        }
    }

    @Test("given --size 40x12, when run, then frames are 40 columns by 12 rows")
    func narrowFrames() throws {
        let result = try DemoProcess.run(["--size", "40x12"], script: ["first Ada", "last Lovelace", "login"])
        let frame = try #require(result.frame(after: "login"))
        let rows = frame.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count == 12)
        #expect(rows.allSatisfy { $0.count <= 40 })
    }
}
