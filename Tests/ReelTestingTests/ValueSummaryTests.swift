import Foundation
import Reel
import ReelLog
import Testing

/// A list nested in itself `depth` times.
private indirect enum Nest {
    case leaf
    case inside(Nest)

    static func deep(_ depth: Int) -> Nest { depth == 0 ? .leaf : .inside(deep(depth - 1)) }
}

private struct Point { var x: Int; var y: Int }

@Suite struct ValueSummaryTests {
    @Test func givenData_whenSummarised_thenByteCountAndFirstSixteenBytesInHex() {
        #expect(ValueSummary.line(Data()) == "0 bytes")
        #expect(ValueSummary.line(Data([0x00, 0xab, 0xff])) == "3 bytes 0x00abff")
        #expect(ValueSummary.line(Data(repeating: 1, count: 17)) == "17 bytes 0x" + String(repeating: "01", count: 16) + "…")
    }

    @Test func givenDictionary_whenSummarised_thenKeyColonValueEntries_andEmptyAsColon() {
        #expect(ValueSummary.line(["a": 1]) == #"["a": 1]"#)
        #expect(ValueSummary.line([String: Int]()) == "[:]")
    }

    @Test func givenTuples_whenSummarised_thenLabelledPartsNamed_andUnlabelledBare() {
        #expect(ValueSummary.line((1, "b")) == #"(1, "b")"#)
        #expect(ValueSummary.line((x: 1, y: 2)) == "(x: 1, y: 2)")
        #expect(ValueSummary.line([Point(x: 1, y: 2)]) == "[Point(x: 1, y: 2)]")
    }

    @Test func givenValueNestedDeeperThanEight_whenSummarised_thenTheRestIsElided() {
        let text = ValueSummary.line(Nest.deep(12))

        #expect(text.hasSuffix("(…)))))))))"), "cut below depth 8: \(text)")
        #expect(!text.contains(".leaf"))
        #expect(ValueSummary.line(Nest.deep(2)) == ".inside(.inside(.leaf))")
    }

    @Test func givenLongValue_whenSummarised_thenCutAtMaxLengthWithEllipsis_butLongTextIsWhole() {
        let long = Array(repeating: 123_456_789, count: 20)
        let text = ValueSummary.line(long)

        #expect(text.count == ValueSummary.maxLength)
        #expect(text.hasSuffix("…"))
        let words = String(repeating: "word ", count: 40)
        #expect(ValueSummary.line(words) == String(reflecting: words))
    }

    @Test func givenMoreElementsThanShown_whenSummarised_thenTheRestCounted() {
        #expect(ValueSummary.line(Array(0..<22)) == "[" + (0..<20).map(String.init).joined(separator: ", ") + ", … 2 more]")
    }
}
