import Reel
import ReelLog
import Testing

@Suite struct JSONDiffTests {
    @Test func givenCommandsDifferingInOneURL_whenDiffed_thenOnePathWithTheDifferingEndsInView() {
        let expected = #"[{"http":{"id":"search","request":{"method":"GET","url":"fixture://api/search?query=a"}}}]"#
        let actual = #"[{"http":{"id":"search","request":{"method":"GET","url":"fixture://api/search?query=ab"}}}]"#

        let diff = JSONDiff(expected: expected, actual: actual)

        #expect(diff.lines() == [#"[0].http.request.url: "…arch?query=a" ≠ "…arch?query=ab""#], "12 characters of the common start kept")
    }

    @Test func givenPartsOnOneSideOnly_whenDiffed_thenTheOtherSideIsAbsent() {
        let diff = JSONDiff(expected: #"[{"cancel":"a"}]"#, actual: #"[{"cancel":"a"},{"timer":{"after":300}}]"#)
        let keys = JSONDiff(expected: #"{"start":[1]}"#, actual: #"{"stop":["x"]}"#)

        #expect(diff.lines() == [#"[1]: (absent) ≠ {"timer":{"after":300}}"#])
        #expect(keys.lines(under: "subscriptions") == ["subscriptions.start: [1] ≠ (absent)", #"subscriptions.stop: (absent) ≠ ["x"]"#])
    }

    @Test func givenSameValuesSpelledDifferently_whenDiffed_thenNoDifference() {
        #expect(JSONDiff(expected: #"{"a":1,"b":[true]}"#, actual: #"{"b":[true],"a":1.0}"#).isEmpty)
    }

    @Test func givenManyDifferences_whenDiffed_thenTheFirstSixAndHowManyMore() {
        let diff = JSONDiff(expected: "[1,2,3,4,5,6,7,8]", actual: "[0,0,0,0,0,0,0,0]")

        #expect(diff.lines().count == 7)
        #expect(diff.lines().first == "[0]: 1 ≠ 0")
        #expect(diff.lines().last == "and 2 more")
    }

    @Test func givenTextThatIsNotJSON_whenDiffed_thenBothWholeTextsShown() {
        #expect(JSONDiff(expected: "(cannot encode)", actual: "[]").lines() == ["(cannot encode) ≠ []"])
    }
}
