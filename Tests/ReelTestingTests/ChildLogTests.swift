import Foundation
@testable import ReelTesting
import Testing

/// A child's crash-safe log, written line by line and read back as it grows.
@Suite struct ChildLogTests {
    private typealias Record = ChildRecord<Clicker.Msg>

    private func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("reel-child-\(UUID().uuidString).jsonl").path
    }

    /// Records as lines, compared by their JSON (records are not Equatable).
    private func lines(_ records: [Record]) throws -> [String] {
        try records.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
    }

    @Test func givenRecordsWritten_whenReadAsTheLogGrows_thenEachIsReadOnceInOrder() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let log = try #require(ChildLog<Clicker.Msg>(path: path))
        var reader = ChildLogReader<Clicker.Msg>(path: path)

        log.write(.run(0))
        log.sessionStarted()
        #expect(try lines(reader.readNew()) == lines([.run(0), .session]))
        log.stepTaken(.send(.clicked))
        log.messageApplying(.clicked)
        #expect(try lines(reader.readNew()) == lines([.step(.send(.clicked)), .message(.clicked)]))
        #expect(reader.readNew().isEmpty, "nothing new")
    }

    @Test func givenALineStillBeingWritten_whenRead_thenItWaitsForItsLineBreak() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let log = try #require(ChildLog<Clicker.Msg>(path: path))
        var reader = ChildLogReader<Clicker.Msg>(path: path)
        log.write(.done)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()

        try handle.write(contentsOf: Data(#"{"run":{"_0":4"#.utf8))
        #expect(try lines(reader.readNew()) == lines([.done]))
        #expect(reader.readNew().isEmpty, "half a line is not read")
        try handle.write(contentsOf: Data("}}\n".utf8))
        #expect(try lines(reader.readNew()) == lines([.run(4)]))
    }

    @Test func givenNoLogFile_whenRead_thenNothing_andALogInAMissingFolderCannotBeOpened() {
        var reader = ChildLogReader<Clicker.Msg>(path: "/no-such-folder/records.jsonl")

        #expect(reader.readNew().isEmpty)
        #expect(ChildLog<Clicker.Msg>(path: "/no-such-folder/records.jsonl") == nil)
    }

    @Test func givenTwoSessionsWritten_whenReadBack_thenTheLastSessionAndItsVerdictAreKept() {
        let broken = ExploreViolation(property: "no cheering", detail: "after clicked", step: 1)
        let session = LastSession<Clicker.Msg>([
            .run(2), .session, .step(.send(.hummed)), .message(.hummed),
            .session, .step(.send(.clicked)), .message(.clicked), .message(.partyStarted), .checked(broken, steps: 1),
            .ran(2, counted: ExploreProgress(), found: nil), .done,
        ])

        #expect(session.steps == [.send(.clicked)])
        #expect(session.messages == [.clicked, .partyStarted])
        #expect(session.violation == broken)
        #expect(session.trap("Fatal error: boom") == ExploreViolation(property: ExploreViolation.trap, detail: "Fatal error: boom", step: 2))
    }

    @Test func givenFoundSession_whenReadBack_thenItsViolationIsTheVerdict() {
        let broken = ExploreViolation(property: "p", detail: "d", step: 3)
        let found = FoundSession<Clicker.Msg>(run: 1, runSeed: 9, violation: broken, steps: [], messages: [])

        #expect(LastSession<Clicker.Msg>([.ran(1, counted: ExploreProgress(), found: found)]).violation == broken)
        #expect(broken.description == "p, at step 3: d")
    }
}
