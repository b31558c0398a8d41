import Reel
import Testing

@Suite("Frame text")
struct FrameTextTests {
    @Test("given a blank frame, when read, then every row is its width in spaces")
    func blankFrame() {
        let frame = blank(3, 2)
        #expect(frame.text == "   \n   ")
        #expect(frame.lines == ["   ", "   "])
        #expect(Frame().size == FrameSize(width: 80, height: 24))
        #expect(blank(0, 0).text == "")
    }

    @Test("given ASCII, when drawn into every width around its length, then it is cut with … exactly when longer",
          arguments: [(0, ""), (1, "…"), (2, "H…"), (3, "He…"), (4, "Hel…"), (5, "Hello"), (6, "Hello ")])
    func asciiTruncation(width: Int, expected: String) {
        var frame = blank(width)
        frame.draw("Hello", x: 0, y: 0)
        #expect(frame.text == expected)
    }

    @Test("given wide text, when drawn into every width, then a wide character never splits at the edge",
          arguments: [(1, "…"), (2, "… "), (3, "日…"), (4, "日… "), (5, "日本…"), (6, "日本語"), (7, "日本語 ")])
    func wideTruncation(width: Int, expected: String) {
        var frame = blank(width)
        frame.draw("日本語", x: 0, y: 0)
        #expect(frame.text == expected)
        #expect(DisplayWidth.of(frame.text) == width)
    }

    @Test("given a width limit, when text is drawn, then it is cut at the limit and the rest of the row is untouched")
    func widthLimit() {
        var frame = blank(10)
        frame.draw("##########", x: 0, y: 0)
        let end = frame.draw("abcdefgh", x: 2, y: 0, width: 4)
        #expect(frame.text == "##abc…####")
        #expect(end == 6)
        #expect(frame.draw("ab", x: 0, y: 0, width: 4) == 2)
    }

    @Test("given text starting near the right edge, when drawn, then it is cut at the edge")
    func rightEdge() {
        var frame = blank(6)
        frame.draw("ab日本", x: 1, y: 0)
        #expect(frame.text == " ab日…")
        var exact = blank(4)
        exact.draw("ab日", x: 0, y: 0)
        #expect(exact.text == "ab日")
        var short = blank(3)
        short.draw("ab日", x: 0, y: 0)
        #expect(short.text == "ab…")
    }

    @Test("given a position outside the frame, when drawing, then nothing changes")
    func outside() {
        var frame = blank(4, 2)
        frame.draw("x", x: 0, y: 2)
        frame.draw("x", x: 0, y: -1)
        frame.draw("x", x: 4, y: 0)
        #expect(frame == blank(4, 2))
    }

    @Test("given text starting left of the frame, when drawn, then the hidden part is clipped without a mark")
    func leftClip() {
        var frame = blank(4)
        frame.draw("abcdef", x: -2, y: 0)
        #expect(frame.text == "cdef")
        frame.draw("abcdefg", x: -2, y: 0)
        #expect(frame.text == "cde…")
        var wide = blank(4)
        wide.draw("日本", x: -1, y: 0)
        #expect(wide.text == " 本 ")
    }

    @Test("given a wide character, when half of it is overwritten, then the other half becomes a space")
    func overwriteHalf() {
        var frame = blank(4)
        frame.draw("日本", x: 0, y: 0)
        frame.draw("x", x: 1, y: 0)
        #expect(frame.text == " x本")
        frame.draw("y", x: 2, y: 0)
        #expect(frame.text == " xy ")
        frame.draw("語", x: 1, y: 0)
        #expect(frame.text == " 語 ")
    }

    @Test("given clusters, when drawn, then each stays whole and its bytes are kept exactly")
    func clusters() {
        var frame = blank(8)
        let end = frame.draw("e\u{301}👨‍👩‍👧🇫🇷x", x: 0, y: 0)
        #expect(end == 6)
        #expect(Array(frame.text.utf8) == Array("e\u{301}👨‍👩‍👧🇫🇷x  ".utf8))
        #expect(frame.character(x: 1, y: 0) == "👨‍👩‍👧")
        #expect(frame.character(x: 2, y: 0) == " ")
        #expect(frame.character(x: 8, y: 0) == nil)
    }

    @Test("given control characters, when drawn, then each shows as one space")
    func controls() {
        var frame = blank(6)
        frame.draw("a\tb\r\nc", x: 0, y: 0)
        #expect(frame.text == "a b c ")
    }

    @Test("given a stray zero-width cluster, when drawn, then it takes no cell")
    func zeroWidth() {
        var frame = blank(3)
        frame.draw("\u{301}ab", x: 0, y: 0)
        #expect(frame.text == "ab ")
    }

    @Test("given fill, when repeating a wide character over an odd count, then no half character is left")
    func fill() {
        var frame = blank(5, 2)
        frame.fill("─", x: 1, y: 0, count: 3)
        frame.fill("日", x: 0, y: 1, count: 3)
        #expect(rows(frame) == [" ─── |", "日日 |"])
    }

    @Test("given two frames drawn differently, when their cells show the same bytes, then they are equal with equal hashes")
    func equality() {
        var first = blank(4)
        first.draw("🇫🇷ab", x: 0, y: 0)
        var second = blank(4)
        second.draw("e\u{301}", x: 0, y: 0)
        second.draw("🇫🇷ab", x: 0, y: 0)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        second.draw("e\u{301}", x: 3, y: 0)
        #expect(first != second)
        #expect(blank(4) != blank(4, 2))
    }
}
