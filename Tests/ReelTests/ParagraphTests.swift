import Reel
import Testing

@Suite("Paragraph wrapping")
struct ParagraphTests {
    @Test("given words, when wrapped, then each line holds as many whole words as fit")
    func words() {
        #expect(Paragraph.wrap("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
        #expect(Paragraph.wrap("the quick", width: 9) == ["the quick"])
        #expect(Paragraph.wrap("the quick", width: 8) == ["the", "quick"])
    }

    @Test("given extra spaces and tabs, when wrapped, then they collapse to one space")
    func spaces() {
        #expect(Paragraph.wrap("  a \t  b  ", width: 10) == ["a b"])
    }

    @Test("given line breaks, when wrapped, then each starts a new line and blank lines stay")
    func lineBreaks() {
        #expect(Paragraph.wrap("one\n\ntwo\r\nthree", width: 10) == ["one", "", "two", "three"])
        #expect(Paragraph.wrap("", width: 10) == [""])
    }

    @Test("given a word longer than the width, when wrapped, then it is broken between characters")
    func longWord() {
        #expect(Paragraph.wrap("abcdefghij xy", width: 4) == ["abcd", "efgh", "ij", "xy"])
        #expect(Paragraph.wrap("ab abcdefgh", width: 4) == ["ab", "abcd", "efgh"])
    }

    @Test("given CJK without spaces, when wrapped, then lines break by width and a wide character is never split")
    func cjk() {
        #expect(Paragraph.wrap("日本語の文章", width: 5) == ["日本", "語の", "文章"])
        #expect(Paragraph.wrap("日本", width: 1) == ["日", "本"])
    }

    @Test("given one-column text, when wrapped, then the fast path gives the lines the general rules give")
    func oneColumnFastPathAgreesWithTheGeneralRules() {
        // The same texts with a combining accent at the end take the general path (e + U+0301 is
        // one cluster, one column); with the accent taken out, the lines must be the same.
        let texts = ["the quick brown fox jumps over", "  a \t  b  ", "one\n\ntwo\nthree", "", "abcdefghij xy",
                     "ab abcdefgh", "x", "exactly ten", "aaaaaaaaaaaaaaaaaaaa b", "\n", "a\n", "word\t\tword words",
                     "Searching \"me\"… café — ok", "naïve ½ «x»"]
        for text in texts {
            for width in 1...12 {
                let general = Paragraph.wrap(text + "e\u{301}", width: width).joined(separator: "\n")
                let fast = Paragraph.wrap(text + "e", width: width).joined(separator: "\n")
                let accentRemoved = String(String.UnicodeScalarView(general.unicodeScalars.filter { $0 != "\u{301}" }))
                #expect(fast == accentRemoved, "\(text) at \(width)")
            }
        }
    }

    @Test("given no width, when wrapped, then there are no lines")
    func zeroWidth() {
        #expect(Paragraph.wrap("text", width: 0) == [])
    }

    @Test("given a paragraph longer than its rect, when drawn, then the last row ends with …")
    func drawOverflow() {
        var frame = blank(8, 3)
        let used = frame.drawParagraph("one two three four five", in: Rect(x: 1, y: 0, width: 6, height: 2))
        #expect(used == 2)
        #expect(rows(frame) == [" one    |", " two…   |", "        |"])
    }

    @Test("given a paragraph that fits, when drawn, then every line is drawn and the rows used are returned")
    func drawFits() {
        var frame = blank(6, 3)
        #expect(frame.drawParagraph("ab cd", in: Rect(x: 0, y: 1, width: 2, height: 2)) == 2)
        #expect(rows(frame) == ["      |", "ab    |", "cd    |"])
    }
}
