import Reel
import ReelLog
import Testing

@Suite("Frame and line diffs")
struct FrameDiffTests {
    @Test("given two frames, when diffed, then exactly the rows that differ are reported")
    func changedRows() {
        var old = blank(6, 4)
        old.draw("title", x: 0, y: 0)
        old.draw("n 1", x: 0, y: 2)
        var new = old
        #expect(FrameDiff(from: old, to: new).isEmpty)
        new.draw("n 2", x: 0, y: 2)
        new.draw("日", x: 4, y: 3)
        let diff = FrameDiff(from: old, to: new)
        #expect(diff.changedRows == [2, 3])
        #expect(!diff.sizeChanged)
    }

    @Test("given frames of different sizes, when diffed, then every new row must be redrawn")
    func sizeChange() {
        let diff = FrameDiff(from: blank(4, 2), to: blank(5, 3))
        #expect(diff.sizeChanged)
        #expect(diff.changedRows == [0, 1, 2])
    }

    @Test("given one changed line, when diffed, then it shows as removed then added with both line numbers")
    func oneChange() {
        let diff = LineDiff(expected: "a\nb\nc", actual: "a\nB\nc")
        #expect(diff.lines == [
            .same("a", expected: 1, actual: 1),
            .removed("b", expected: 2),
            .added("B", actual: 2),
            .same("c", expected: 3, actual: 3),
        ])
        #expect(diff.rendered() == """
              1 1 │ a
            - 2   │ b
            +   2 │ B
              3 3 │ c
            """)
    }

    @Test("given inserted and deleted lines, when diffed, then the common lines are matched around them")
    func insertAndDelete() {
        let diff = LineDiff(expected: ["x", "a", "b", "c"], actual: ["a", "b", "new", "c", "d"])
        #expect(diff.lines == [
            .removed("x", expected: 1),
            .same("a", expected: 2, actual: 1),
            .same("b", expected: 3, actual: 2),
            .added("new", actual: 3),
            .same("c", expected: 4, actual: 4),
            .added("d", actual: 5),
        ])
    }

    @Test("given long unchanged runs, when rendered, then they collapse beyond the context lines")
    func collapse() {
        let expected = (1...20).map { "line \($0)" }
        var actual = expected
        actual[9] = "changed"
        let text = LineDiff(expected: expected, actual: actual).rendered(context: 1)
        #expect(text == """
              ⋯ 8 unchanged lines
               9  9 │ line 9
            - 10    │ line 10
            +    10 │ changed
              11 11 │ line 11
              ⋯ 9 unchanged lines
            """)
    }

    @Test("given equal texts, when diffed, then the diff is empty and renders as nothing")
    func equal() {
        let diff = LineDiff(expected: "a\nb", actual: "a\nb")
        #expect(diff.isEmpty)
        #expect(diff.rendered() == "")
    }

    @Test("given canonically equivalent but different bytes, when diffed, then the lines differ")
    func bytes() {
        #expect(!LineDiff(expected: "\u{E9}", actual: "e\u{301}").isEmpty)
    }

    @Test("given two frames, when reported, then the size and the changed rows are shown")
    func frameReport() {
        var actual = blank(3, 2)
        actual.draw("abc", x: 0, y: 1)
        let report = FrameDiff.report(expected: blank(3, 2), actual: actual)
        #expect(report == "  1 1 │    \n- 2   │    \n+   2 │ abc")
        #expect(FrameDiff.report(expected: blank(2, 1), actual: blank(3, 1)).hasPrefix("size: expected 2x1, actual 3x1\n"))
    }
}
