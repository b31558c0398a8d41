import Foundation
import Reel
import ReelLog
import ReelTesting
import Testing

@Suite("Shrinking a log that no longer verifies or breaks a property")
struct LogShrinkerTests {
    /// 600 steps that never reach three clicks (up to two and back, with hums and late parties),
    /// then three clicks: 603 steps.
    static let longSession: [Clicker.Msg] =
        Array(repeating: [.hummed, .clicked, .clicked, .hummed, .unclicked, .partyStarted, .unclicked, .hummed], count: 75)
            .flatMap { $0 } + [.clicked, .clicked, .clicked]

    @Test("given a 603-step log whose frame differs today at its last step, then it shrinks to 3 steps diverging there on the frame")
    func frameDivergence() throws {
        let (report, divergence, verifiesAsRecorded) = try Self.shrinkLongSession(against: ClickerCheeringLater.self)
        #expect(report.finding == .divergedFrame)
        #expect((report.originalSteps, report.shrunkSteps) == (603, 3))
        #expect(report.description == "diverged at step 603 (frame): shrunk 603 steps to 3")
        #expect(divergence.step == 3, "steps 1 and 2 verify")
        #expect(divergence.frameDiffers && !divergence.commandsDiffer)
        #expect(verifiesAsRecorded, "the last step keeps what the recording said")
    }

    @Test("given a 603-step log whose commands differ today at its last step, then it shrinks to 3 steps diverging there on the commands")
    func commandsDivergence() throws {
        let (report, divergence, verifiesAsRecorded) = try Self.shrinkLongSession(against: ClickerPartyingLater.self)
        #expect(report.finding == .divergedCommands)
        #expect(report.description == "diverged at step 603 (commands): shrunk 603 steps to 3")
        #expect(divergence.step == 3, "steps 1 and 2 verify")
        #expect(divergence.commandsDiffer && !divergence.frameDiffers)
        #expect(divergence.expectedCommands == #"[{"timer":{"after":1000,"id":"party","send":{"partyStarted":{}}}}]"#)
        #expect(divergence.actualCommands == #"[{"timer":{"after":2000,"id":"party","send":{"partyStarted":{}}}}]"#)
        #expect(verifiesAsRecorded, "the last step keeps what the recording said")
    }

    @Test("given a log that verifies but breaks a property at step 605, then it shrinks to the 5 clicks that break it")
    func propertyFailure() throws {
        let (log, out) = (try Clicker.record(Self.longSession + [.clicked, .clicked]), Self.temporaryURL())
        defer { Self.remove(log, out) }
        let shrinker = LogShrinker(Clicker.self, input: (), properties: [
            .model("never negative") { $0.count >= 0 }, .model("at most four clicks") { $0.count <= 4 },
        ])
        let report = try shrinker.shrink(logAt: log, to: out)
        guard case .property(let violation) = report.finding else {
            Issue.record("expected a broken property, got \(report)")
            return
        }
        #expect(violation.property == "at most four clicks")
        #expect(violation.step == 5)
        #expect((report.originalSteps, report.shrunkSteps) == (605, 5))
        #expect(report.description == #"property "at most four clicks" failed at step 605: shrunk 605 steps to 5"#)
        #expect(Replay<Clicker>.verify(logAt: out) == .identical(steps: 5, warnings: []))
    }

    @Test("given a log that verifies and keeps every property, then there is nothing to shrink and nothing is written")
    func nothingToShrink() throws {
        let (log, out) = (try Clicker.record(Self.longSession), Self.temporaryURL())
        defer { Self.remove(log, out) }
        for properties: [Property<Clicker>] in [[], [.model("never negative") { $0.count >= 0 }]] {
            let report = try LogShrinker(Clicker.self, input: (), properties: properties).shrink(logAt: log, to: out)
            #expect(report.finding == .nothing)
            #expect(!report.wroteLog)
            #expect(report.description == "nothing to shrink: 603 steps verify and every property holds")
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    @Test("given an unreadable log, then shrinking throws the reader's one-line error and writes nothing")
    func unreadableLog() throws {
        let (log, out) = (try Clicker.record([.clicked]), Self.temporaryURL())
        defer { Self.remove(log, out) }
        let text = try String(contentsOf: log, encoding: .utf8)
        let cases: [(String, LogError)] = [
            ("hello\n", .notALog("line 1 is not a JSON object (expected an object at byte 1)")),
            (text.replacingOccurrences(of: #""app":"Clicker""#, with: #""app":"Other""#), .appMismatch(found: "Other", expected: "Clicker")),
        ]
        for (contents, expected) in cases {
            try Data(contents.utf8).write(to: log)
            let error = #expect(throws: LogError.self) { try LogShrinker(Clicker.self, input: ()).shrink(logAt: log, to: out) }
            #expect(error == expected, "\(error.map { "\($0)" } ?? "")")
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
        let missing = out.appendingPathExtension("missing")
        #expect(throws: LogError.self) { try LogShrinker(Clicker.self, input: ()).shrink(logAt: missing, to: out) }
    }

    /// The long session recorded by the Clicker, shrunk against `today`: the report, where the
    /// shrunk log diverges today, and whether the Clicker that recorded it verifies it.
    private static func shrinkLongSession<Today: ClickerCopy>(
        against today: Today.Type
    ) throws -> (LogShrinkReport, Divergence, verifiesAsRecorded: Bool) {
        let (log, out) = (try Clicker.record(longSession), temporaryURL())
        defer { remove(log, out) }
        let started = ContinuousClock.now
        let report = try LogShrinker(today, input: ()).shrink(logAt: log, to: out)
        print("\(Today.self): \(report) in \(ContinuousClock.now - started)")
        let divergence = try #require(Replay<Today>.verify(logAt: out).divergence, "the shrunk log diverges")
        return (report, divergence, Replay<Clicker>.verify(logAt: out).isIdentical)
    }

    private static func temporaryURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("shrunk-\(UUID().uuidString).jsonl")
    }

    private static func remove(_ urls: URL...) {
        for url in urls { try? FileManager.default.removeItem(at: url) }
    }
}

extension Verification {
    /// The divergence, if the log diverged.
    fileprivate var divergence: Divergence? { if case .diverged(let divergence) = self { divergence } else { nil } }
}
