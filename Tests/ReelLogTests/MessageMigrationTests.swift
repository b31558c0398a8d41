import Foundation
import Reel
import ReelLog
import Testing

/// A scene's migrations, applied when its old logs are read.
@Suite struct MessageMigrationTests {
    private typealias Today = JotToday<AllMigrated>

    /// A first Jot's log of `messages`.
    private func v1Log(_ messages: [JotV1.Msg] = jotV1Session, storesFrames: Bool = true) throws -> Data {
        let file = TemporaryFile()
        try recordLog(of: JotV1.self, messages, to: file.url, input: (), storesFrames: storesFrames)
        return file.data
    }

    private func messages<S: LoggableScene>(of log: Data, as scene: S.Type) throws -> [S.Msg] {
        let reader = try LogReader<S>(data: log)
        var messages: [S.Msg] = []
        while let step = try reader.next() { messages.append(step.msg) }
        return messages
    }

    @Test func givenLogOfARenamedCase_whenReadWithItsMigration_thenTodaysMessagesAndIdentical() throws {
        let log = try v1Log()

        #expect(try messages(of: log, as: Today.self) == [.typed("milk", pinned: false), .headed("shop"), .saveTimerFired])
        #expect(Replay<Today>.verify(logData: log) == .identical(steps: 3, warnings: [
            "3 of 3 steps were migrated from message schema version 0 to 4; an upgrade (LogUpgrader, reel-demo logs upgrade) "
                + "stores them in today's shape",
        ]))
    }

    @Test func givenRecordedTimerSendingARenamedCase_whenRead_thenItsCommandsAreMigratedToo() throws {
        let reader = try LogReader<Today>(data: try v1Log())

        let first = try #require(try reader.next())

        #expect(first.commandsJSON == #"[{"timer":{"after":300,"id":"save","send":{"saveTimerFired":{}}}}]"#)
        #expect(first.msgJSON == #"{"typed":{"_0":"milk","pinned":false}}"#)
    }

    @Test func givenEachKindOfMigration_whenAMessageIsMigrated_thenTodaysJSON() throws {
        #expect(try Today.migrating(["autosaved": [:]]) == ["saveTimerFired": [:]])
        #expect(try Today.migrating(["typed": ["_0": "milk"]]) == ["typed": ["_0": "milk", "pinned": false]])
        #expect(try Today.migrating(["typed": ["_0": "#shop"]]) == ["headed": ["_0": "shop"]])
        #expect(try Today.migrating(["cleared": [:]]) == nil)
        #expect(try Today.migrating(["saveTimerFired": [:]], recordedAt: 4) == ["saveTimerFired": [:]])
    }

    /// Migrations with defaults of every kind, held for the whole run as a scene's would be.
    private static let defaults: [MessageMigration] = [
        .fieldAdded("meta", default: ["tags": ["a", "long enough to live on the heap"], "n": 1.5, "on": true, "none": nil], to: "typed", version: 1),
    ]

    @Test func givenAFieldAddedWithAStructuredDefault_whenAMessageIsMigrated_thenItGetsTheDefault() throws {
        enum Structured: JotMigrations { static var migrations: [MessageMigration] { MessageMigrationTests.defaults } }

        let migrated = try JotToday<Structured>.migrating(["typed": ["_0": "milk"]])

        #expect(migrated?.description == #"{"typed":{"_0":"milk","meta":{"n":1.5,"none":null,"on":true,"tags":["a","long enough to live on the heap"]}}}"#)
    }

    @Test func givenMessageRecordedAfterAMigration_whenRead_thenThatMigrationIsNotAppliedAgain() throws {
        // Recorded at version 2 (renamed, field added): only the split and the removal apply.
        #expect(try Today.migrating(["typed": ["_0": "#shop", "pinned": true]], recordedAt: 2) == ["headed": ["_0": "shop"]])
        #expect(try Today.migrating(["typed": ["_0": "#shop", "pinned": true]], recordedAt: 3) == ["typed": ["_0": "#shop", "pinned": true]])
    }

    @Test func givenRemovedCaseDropped_whenALogUsingItIsVerified_thenTheStepIsLeftOutWithAWarningAndLaterStepsKeepTheirNumbers() throws {
        let verification = Replay<Today>.verify(logData: try v1Log(jotV1Clearing))

        guard case .diverged(let divergence) = verification else {
            Issue.record("expected a divergence once the clear is gone, got \(verification)")
            return
        }
        #expect(divergence.step == 4, "step 3 (the clear) was dropped, so the notes it cleared are still there")
        #expect(divergence.replayedFrame.contains("- milk"))
        let reader = try LogReader<Today>(data: try v1Log(jotV1Clearing))
        var indexes: [Int] = []
        while let step = try reader.next() { indexes.append(step.index) }
        #expect(indexes == [1, 2, 4, 5])
        #expect(reader.warnings.first == #"line 4: step 3 dropped: its case "cleared" was removed by migration 4 (cleared removed)"#)
    }

    @Test func givenRemovedCaseRefused_whenALogUsingItIsRead_thenRefusedWithTheReason() throws {
        #expect(Replay<JotToday<ClearedRefused>>.verify(logData: try v1Log(jotV1Clearing)) == .unreadable(.badLine(4,
            #"step 3, case "cleared": migration 4 (cleared removed) refuses it: a cleared pad cannot be replayed"#)))
    }

    @Test func givenMigrationWritingAShapeTodaysMessageCannotDecode_whenRead_thenRefusedNamingTheCase() throws {
        enum Broken: JotMigrations {
            static let migrations: [MessageMigration] = [.reshaped("typed", version: 1) { _ in ["text": "x"] }]
        }

        guard case .unreadable(.badLine(2, let reason)) = Replay<JotToday<Broken>>.verify(logData: try v1Log()) else {
            Issue.record("expected line 2 refused")
            return
        }
        #expect(reason.hasPrefix(#"case "typed" at step 1 does not decode as today's message ("#))
    }

    @Test func givenLogWithADroppedStep_whenTravellingToIt_thenTheReplayStopsBeforeTheNextStep() throws {
        let file = TemporaryFile()
        try recordLog(of: JotV1.self, jotV1Clearing, to: file.url, input: ())

        let atDropped = try Replay<Today>.travel(to: 3, inLogAt: file.url)
        let after = try Replay<Today>.travel(to: 4, inLogAt: file.url)

        #expect(atDropped.model.notes == ["milk"])
        #expect(atDropped.stepsApplied == 2)
        #expect(after.model.notes == ["milk", "eggs"])
    }

    @Test func givenJSONLiterals_whenWritten_thenCompactJSONWithSortedKeys() {
        let value: JSONValue = ["b": [1, 2.5, true, nil], "a": "x\"y", "c": ["d": [:]]]

        #expect(value.description == #"{"a":"x\"y","b":[1,2.5,true,null],"c":{"d":{}}}"#)
        #expect(value["a"] == "x\"y")
        #expect(value["z"] == nil)
    }
}
