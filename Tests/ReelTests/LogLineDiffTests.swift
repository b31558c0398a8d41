@testable import Reel
import Testing

@Suite struct LogLineDiffTests {
    @Test func givenOneChangedLine_whenDiffed_thenRemovedThenAddedBetweenSameLines() {
        let diff = LogLineDiff(from: ["Tally", "Count: 1", "saved"], to: ["Tally", "Count: 2", "saved"])

        #expect(diff.lines == [.same("Tally"), .removed("Count: 1"), .added("Count: 2"), .same("saved")])
        #expect(diff.description == "  Tally\n- Count: 1\n+ Count: 2\n  saved")
        #expect(!diff.isEmpty)
    }

    @Test func givenInsertedAndDeletedLines_whenDiffed_thenOnlyThoseMarked() {
        let diff = LogLineDiff(from: ["a", "b", "c"], to: ["a", "c", "d"])

        #expect(diff.lines == [.same("a"), .removed("b"), .same("c"), .added("d")])
    }

    @Test func givenEqualTexts_whenDiffed_thenEmptyAndTrailingSpacesTrimmedInText() {
        let diff = LogLineDiff(from: ["x  ", ""], to: ["x  ", ""])

        #expect(diff.isEmpty)
        #expect(diff.description == "  x\n  ")
    }

    @Test func givenEmptySides_whenDiffed_thenAllAddedOrAllRemoved() {
        #expect(LogLineDiff(from: [], to: ["a"]).lines == [.added("a")])
        #expect(LogLineDiff(from: ["a"], to: []).lines == [.removed("a")])
        #expect(LogLineDiff(from: [], to: []).lines.isEmpty)
    }
}
