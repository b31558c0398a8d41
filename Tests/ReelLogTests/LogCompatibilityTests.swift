import Foundation
import Reel
import ReelLog
import Testing

/// Logs recorded with other message shapes: read while every case they use keeps its shape.
@Suite struct LogCompatibilityTests {
    /// The lines of a first Jot's log of `messages`.
    private func v1Lines(_ messages: [JotV1.Msg] = jotV1Session) throws -> [String] {
        let file = TemporaryFile()
        try recordLog(of: JotV1.self, messages, to: file.url, input: ())
        return file.text.split(separator: "\n").map(String.init)
    }

    private func data(_ lines: [String]) -> Data { Data((lines.joined(separator: "\n") + "\n").utf8) }

    @Test func givenLogRecordedBeforeACaseWasAdded_whenVerifiedByTheSceneWithIt_thenIdentical() throws {
        let log = data(try v1Lines())

        #expect(JotV1.schemaFingerprint != JotWithPinning.schemaFingerprint)
        #expect(Replay<JotWithPinning>.verify(logData: log) == .identical(steps: 3, warnings: []))
    }

    @Test func givenLogListingACaseTodaysSceneRemoved_whenTheLogNeverUsesIt_thenIdentical() throws {
        let file = TemporaryFile()
        try recordLog(of: JotWithPinning.self, [.typed("milk"), .autosaved], to: file.url, input: ())

        #expect(file.text.contains(#""pinned":"#), "the header lists the case JotV1 does not have")
        #expect(Replay<JotV1>.verify(logAt: file.url) == .identical(steps: 2, warnings: []))
    }

    @Test func givenLogNeverUsingACaseThatChangedShape_whenVerified_thenIdentical() throws {
        #expect(JotV1.schemaCases["cleared"] != JotClearingSome.schemaCases["cleared"])
        #expect(Replay<JotClearingSome>.verify(logData: data(try v1Lines())) == .identical(steps: 3, warnings: []))
    }

    @Test func givenLogUsingACaseThatChangedShape_whenReadWithNoMigration_thenRefusedNamingTheCaseAndStep() throws {
        let verification = Replay<JotToday<NoneMigrated>>.verify(logData: data(try v1Lines()))

        #expect(verification == .unreadable(.badLine(2, #"case "typed" changed shape at step 1 (no migration handles it)"#)))
    }

    @Test func givenLogUsingACaseThatIsGone_whenReadWithNoMigration_thenRefusedNamingTheCaseAndStep() throws {
        let verification = Replay<JotToday<NoneMigrated>>.verify(logData: data(try v1Lines([.autosaved])))

        #expect(verification == .unreadable(.badLine(2, #"case "autosaved", used at step 1, no longer exists (no migration handles it)"#)))
    }

    @Test func givenHeaderListingNoCases_whenItsMessagesDecodeAsTodays_thenIdentical() throws {
        var lines = try v1Lines()
        lines[0] = try withoutCases(lines[0])

        #expect(Replay<JotWithPinning>.verify(logData: data(lines)) == .identical(steps: 3, warnings: []))
    }

    @Test func givenHeaderListingNoCases_whenAMessageNoLongerDecodes_thenRefusedNamingTheCaseAndStep() throws {
        var lines = try v1Lines()
        lines[0] = try withoutCases(lines[0])

        guard case .unreadable(.badLine(2, let reason)) = Replay<JotToday<NoneMigrated>>.verify(logData: data(lines)) else {
            Issue.record("expected line 2 refused")
            return
        }
        #expect(reason.hasPrefix(#"case "typed" at step 1 does not decode as today's message ("#))
    }

    @Test func givenHeaderWithTodaysSchemaButAnotherCaseHash_whenOpened_thenRefusedAsContradictingItself() throws {
        var lines = try v1Lines()
        let typed = try #require(JotV1.schemaCases["typed"])
        lines[0] = lines[0].replacingOccurrences(of: #""typed":"\#(typed)""#, with: #""typed":"000000""#)

        #expect(Replay<JotV1>.verify(logData: data(lines)) == .unreadable(.badLine(1,
            #"the header's schema is Jot's current one, but its case "typed" has another shape hash: one of the two was edited"#)))
    }

    @Test func givenHeaderWithACaseHashThatIsNotHex_whenOpened_thenRefused() throws {
        var lines = try v1Lines()
        let typed = try #require(JotV1.schemaCases["typed"])
        lines[0] = lines[0].replacingOccurrences(of: #""typed":"\#(typed)""#, with: #""typed":"zz""#)

        #expect(Replay<JotV1>.verify(logData: data(lines))
            == .unreadable(.badLine(1, #"case "typed" has shape hash "zz", not 6 lowercase hex digits"#)))
    }

    @Test func givenLogRecordedAtANewerMessageSchemaVersion_whenOpened_thenRefusedAsRecordedByNewerCode() throws {
        let file = TemporaryFile()
        try recordLog(of: JotToday<AllMigrated>.self, [.saveTimerFired], to: file.url, input: ())

        #expect(file.text.contains(#""schemaVersion":4"#))
        #expect(Replay<JotToday<NoneMigrated>>.verify(logAt: file.url) == .unreadable(.badLine(1,
            "the log's message schema version 4 is newer than Jot's 0: it was recorded by newer code")))
    }

    @Test func givenLogUsingARequestTypeThatChangedShape_whenVerified_thenRefusedNamingTypeAndStep() throws {
        let file = TemporaryFile()
        try recordLog(of: Reader<ReadV1>.self, [.opened, .read("x")], to: file.url, input: ())

        #expect(Replay<Reader<ReadV1>>.verify(logAt: file.url) == .identical(steps: 2, warnings: []))
        #expect(Replay<Reader<ReadV2>>.verify(logAt: file.url)
            == .unreadable(.badLine(2, "request read changed shape at step 1 (its commands would not compare)")))
    }

    @Test func givenLogNotUsingARequestTypeThatChangedShape_whenVerified_thenIdentical() throws {
        let file = TemporaryFile()
        try recordLog(of: Reader<ReadV1>.self, [.read("x")], to: file.url, input: ())

        #expect(Replay<Reader<ReadV2>>.verify(logAt: file.url) == .identical(steps: 1, warnings: []))
    }

    /// The header line without its `cases`, as logs were written before headers listed them.
    private func withoutCases(_ header: String) throws -> String {
        let cases = try #require(header.range(of: #""cases":\{[^}]*\},"#, options: .regularExpression))
        return header.replacingCharacters(in: cases, with: "")
    }
}

/// Jot whose clear keeps the last few notes: `cleared` changed shape, the other cases did not.
private enum JotClearingSome: LoggableScene {
    enum Msg: Equatable, Sendable, Codable {
        case typed(String)
        case cleared(keeping: Int)
        case autosaved
    }
    static let appName = "Jot"
    static let messageSamples: [Msg] = [.typed("a"), .cleared(keeping: 1), .autosaved]
    static func start(_ input: Void) -> (JotPad, Effect<Msg>) { (JotPad(), .none) }
    static func update(_ pad: inout JotPad, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .typed(let text): return pad.type(text, saving: .autosaved)
        case .cleared(let keeping): pad.notes = Array(pad.notes.suffix(keeping))
        case .autosaved: pad.saved = pad.notes.count
        }
        return .none
    }
    static func render(_ pad: JotPad, into frame: inout Frame) { JotPad.render(pad, into: &frame) }
}
