import Reel
import Testing

@Suite("Display width")
struct DisplayWidthTests {
    @Test("given ASCII, when measured, then one column per character")
    func ascii() {
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("Hello, world!") == 13)
        #expect(DisplayWidth.of(Character("~")) == 1)
    }

    @Test("given CJK and fullwidth characters, when measured, then two columns each")
    func cjk() {
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("ＡＢ") == 4)
        #expect(DisplayWidth.of("カタカナ") == 8)
        #expect(DisplayWidth.of("a日b") == 4)
        #expect(DisplayWidth.of(Unicode.Scalar(0x20000)!) == 2)
    }

    @Test("given narrow symbols East Asian Ambiguous included, when measured, then one column")
    func narrowSymbols() {
        #expect(DisplayWidth.of("…") == 1)
        #expect(DisplayWidth.of("┌─┐") == 3)
        #expect(DisplayWidth.of("é") == 1)
        #expect(DisplayWidth.of("–") == 1)
        #expect(DisplayWidth.of("ｱ") == 1)
    }

    @Test("given emoji, when measured, then two columns, with or without modifiers")
    func emoji() {
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("🫨") == 2)
        #expect(DisplayWidth.of("⌚") == 2)
        #expect(DisplayWidth.of("ok👍") == 4)
    }

    @Test("given a text-presentation symbol, when VS16 asks for emoji presentation, then it takes two")
    func variationSelector16() {
        #expect(DisplayWidth.of("❤") == 1)
        #expect(DisplayWidth.of("❤️") == 2)
        #expect(DisplayWidth.of("1️⃣") == 2)
        #expect(DisplayWidth.of("#⃣") == 1)
    }

    @Test("given flags, when measured, then a pair of regional indicators is two columns and a lone one is one")
    func flags() {
        #expect(DisplayWidth.of("🇫🇷") == 2)
        #expect(DisplayWidth.of("🇯🇵🇫🇷") == 4)
        #expect(DisplayWidth.of("\u{1F1EB}") == 1)
    }

    @Test("given combining marks, when measured, then they add nothing to their base")
    func combiningMarks() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("a\u{301}\u{327}\u{308}") == 1)
        #expect(DisplayWidth.of("\u{301}") == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x20DD)!) == 0)
        #expect(DisplayWidth.of("か\u{3099}") == 2)
        #expect(DisplayWidth.of("ᄀ\u{1161}\u{11A8}") == 2)
    }

    @Test("given zero-width characters, when measured, then none take a column")
    func zeroWidth() {
        #expect(DisplayWidth.of("\u{200B}") == 0)
        #expect(DisplayWidth.of("\u{200D}") == 0)
        #expect(DisplayWidth.of("\u{FE0F}") == 0)
        #expect(DisplayWidth.of("\u{AD}") == 0)
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
    }

    @Test("given ZWJ emoji sequences, when measured, then each sequence is one cluster of two columns")
    func zwjSequences() {
        let family = "👨‍👩‍👧‍👦"
        #expect(family.count == 1)
        #expect(DisplayWidth.of(family) == 2)
        #expect(DisplayWidth.of("🏳️‍🌈") == 2)
        #expect(DisplayWidth.of("🧑‍💻 code") == 7)
    }

    @Test("given control characters, when measured, then one column each (frames draw them as spaces)")
    func controls() {
        #expect(DisplayWidth.of("a\tb") == 3)
        #expect(DisplayWidth.of("\r\n") == 1)
        #expect(DisplayWidth.of("\u{7F}") == 1)
    }

    @Test("given a width, when truncated, then the text ends in an ellipsis and never exceeds it")
    func truncate() {
        #expect(DisplayWidth.truncate("Hello", toWidth: 5) == "Hello")
        #expect(DisplayWidth.truncate("Hello", toWidth: 4) == "Hel…")
        #expect(DisplayWidth.truncate("Hello", toWidth: 1) == "…")
        #expect(DisplayWidth.truncate("Hello", toWidth: 0) == "")
        #expect(DisplayWidth.truncate("日本語", toWidth: 5) == "日本…")
        #expect(DisplayWidth.truncate("日本語", toWidth: 4) == "日…")
        #expect(DisplayWidth.truncate("🇫🇷🇯🇵", toWidth: 3) == "🇫🇷…")
    }

    @Test("given a width, when taking a prefix, then clusters are never split")
    func prefix() {
        #expect(DisplayWidth.prefix(of: "e\u{301}tude", fitting: 1) == "e\u{301}")
        #expect(DisplayWidth.prefix(of: "日本", fitting: 3) == "日")
        #expect(DisplayWidth.prefix(of: "日本", fitting: 1) == "")
    }
}
