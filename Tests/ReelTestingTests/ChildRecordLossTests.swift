import Foundation
@testable import ReelTesting
import Testing

/// A child's record is written whole or the child fails loudly, and the parent reads every line
/// or refuses the child's work: no record is lost without a word.
@Suite struct ChildRecordLossTests {
    /// A message whose encoding always fails.
    private struct Unencodable: Codable, Equatable, Sendable {
        init() {}
        init(from decoder: any Decoder) throws {}
        func encode(to encoder: any Encoder) throws {
            throw EncodingError.invalidValue(self, .init(codingPath: [], debugDescription: "never encodable"))
        }
    }

    private func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("reel-child-\(UUID().uuidString).jsonl").path
    }

    @Test func givenMessagesCarryingNonFiniteDoubles_whenWrittenAndRead_thenTheyComeBackAsTheyWere() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let log = try #require(ChildLog<Double>(path: path))
        var reader = ChildLogReader<Double>(path: path)

        for value in [Double.infinity, -.infinity, 1.5] { log.messageApplying(value) }
        log.messageApplying(.nan)

        let read = reader.readNew().compactMap { if case .message(let value) = $0 { value } else { nil } }
        #expect(read.prefix(3) == [.infinity, -.infinity, 1.5])
        #expect(read.count == 4 && read[3].isNaN)
        #expect(reader.unreadable == nil)
    }

    @Test func givenALineThatIsNotARecord_whenRead_thenReadingStopsThereAndNamesTheLine() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("{\"run\":{\"_0\":0}}\n{\"run\":{\"_0\n{\"done\":{}}\n".utf8).write(to: URL(fileURLWithPath: path))
        var reader = ChildLogReader<Double>(path: path)

        let records = reader.readNew()

        #expect(records.count == 1, "the record before the torn line, and none after it")
        let problem = try #require(reader.unreadable)
        #expect(problem.hasPrefix("line 2 of a child's records is not a record ("), "\(problem)")
        #expect(!problem.contains("\n"))
        #expect(reader.readNew().isEmpty, "nothing is read past a line that cannot be read")
    }

    @Test func givenARecordThatCannotBeEncoded_whenWritten_thenTheChildEndsWithStatus3() async {
        await #expect(processExitsWith: .exitCode(3)) {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("reel-child-\(UUID().uuidString)").path
            ChildLog<Unencodable>(path: path)?.messageApplying(Unencodable())
        }
    }

    @Test func givenRunsNeverReportedOrReportedTwice_thenTheLedgerNamesThemAndIsNotComplete() {
        var ledger = RunLedger<String>(runs: Array(0..<40))
        for run in [0, 1] { ledger.finish(run, counted: ExploreProgress(), found: nil) }
        #expect(ledger.shortfall == "38 runs (2, 3, 4, 5, …, 39) never counted")

        var failing = RunLedger<String>(runs: [0, 3, 6, 9])
        failing.finish(6, counted: ExploreProgress(), found: "boom")
        failing.finish(0, counted: ExploreProgress(), found: nil)
        #expect(failing.shortfall == "run 3 never counted", "runs after the failure need not run")
        failing.finish(3, counted: ExploreProgress(), found: nil)
        failing.finish(0, counted: ExploreProgress(), found: "late")
        #expect(failing.shortfall == "run 0 counted twice")
        #expect(failing.failure?.run == 6, "the first word on a run is kept")
    }
}
