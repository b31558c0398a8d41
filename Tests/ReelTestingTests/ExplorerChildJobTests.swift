import Foundation
@testable import ReelTesting
import Testing

/// What a child process is told to do, and what an explorer does with a job that is not its own.
@Suite struct ExplorerChildJobTests {
    @Test func givenJobForAnotherScene_whenServed_thenSkippedWithAReasonAndNothingWritten() {
        let records = FileManager.default.temporaryDirectory.appendingPathComponent("reel-job-\(UUID().uuidString)").path
        let job = ChildJob<Clicker.Msg>(scene: "Other.Scene", work: .explore(runs: 1, steps: 1, seed: 0, shard: .whole, claims: records + ".claims"), records: records)

        let report = Explorer(Clicker.self, input: ()).serve(job)

        #expect(report.problem == "skipped: this process is a child exploring Other.Scene")
        #expect(report.failure == nil && report.original == nil)
        #expect(!FileManager.default.fileExists(atPath: records))
    }

    @Test func givenEachKindOfStep_whenDescribed_thenReadableAndAsSwiftSource() {
        let steps: [ExploreDecision<Clicker.Msg>] = [.send(.clicked), .answer(1, outcome: 2), .advanceTime, .emit(0, event: 3)]

        #expect(steps.map(\.description) == ["send clicked", "answer #1 with outcome 2", "advance time", "emit #0 event 3"])
        #expect(steps.map(\.swiftSource) == [".send(.clicked)", ".answer(1, outcome: 2)", ".advanceTime", ".emit(0, event: 3)"])
    }
}
