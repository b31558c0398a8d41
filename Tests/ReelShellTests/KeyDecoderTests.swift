@testable import ReelShell
import Testing

@Suite("Key decoder")
struct KeyDecoderTests {
    private func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flush()
    }

    @Test("given printable text with UTF-8, when decoded, then it is one text key, as a paste would be")
    func text() {
        #expect(keys("Adé😀") == [.text("Adé😀")])
    }

    @Test("given control bytes, when decoded, then Enter, Backspace, Tab and Ctrl keys come out")
    func controls() {
        #expect(keys("\r\u{7F}\t\u{03}\u{04}\u{0C}") == [.enter, .backspace, .tab, .interrupt, .endOfInput, .repaint])
    }

    @Test("given CSI and SS3 sequences, when decoded, then arrows, pages, Home/End, Delete and Shift-Tab come out")
    func sequences() {
        let csi = "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[3~\u{1B}[Z\u{1B}[1;5A"
        #expect(keys(csi) == [.up, .down, .right, .left, .pageUp, .pageDown, .home, .end, .home, .end, .delete, .backTab, .up])
        #expect(keys("\u{1B}OA\u{1B}OH\u{1B}OF") == [.up, .home, .end])
    }

    @Test("given a lone Esc, when more bytes may follow, then it waits, and a flush makes it Esc")
    func loneEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.escape])
        #expect(decoder.feed([0x1B, 0x1B]) == [.escape])
        #expect(decoder.flush() == [.escape])
    }

    @Test("given a sequence split across reads, when fed in pieces, then it is one key")
    func splitSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B, UInt8(ascii: "[")]) == [])
        #expect(decoder.feed([UInt8(ascii: "6")]) == [])
        #expect(decoder.feed([UInt8(ascii: "~"), UInt8(ascii: "x")]) == [.pageDown, .text("x")])
        #expect(decoder.feed([0xC3]) == [])
        #expect(decoder.feed([0xA9]) == [.text("é")])
    }

    @Test("given an unknown sequence, when decoded, then it is one unknown key, not typed text")
    func unknownSequence() {
        #expect(keys("\u{1B}[99~a") == [.unknown(Array("\u{1B}[99~".utf8)), .text("a")])
    }

    @Test("given invalid UTF-8, when decoded, then each bad byte is one unknown key and the text after it survives")
    func invalidUTF8() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x80, 0xC3, 0x28, 0x61]) == [.unknown([0x80]), .unknown([0xC3]), .text("(a")])
    }

    @Test("given unknown CSI and SS3 finals, when decoded, then each is one unknown key")
    func unknownFinals() {
        #expect(keys("\u{1B}[2q\u{1B}Oq") == [.unknown(Array("\u{1B}[2q".utf8)), .unknown(Array("\u{1B}Oq".utf8))])
    }

    @Test("given an unfinished sequence, when flushed, then it is Esc and the rest as one unknown key")
    func unfinishedSequenceFlushed() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}O".utf8)) == [])
        #expect(decoder.feed(Array("B".utf8)) == [.down])
        #expect(decoder.feed(Array("\u{1B}[1;".utf8)) == [])
        #expect(decoder.flush() == [.escape, .unknown(Array("[1;".utf8))])
        #expect(!decoder.hasPending)
    }

    @Test("given a control sequence that never ends (a megabyte of parameters), when fed a read at a time, then at most 32 bytes are held back and it decodes as unknown keys")
    func endlessSequenceStaysBounded() {
        var decoder = KeyDecoder()
        var keys = decoder.feed(Array("\u{1B}[".utf8))
        for _ in 0..<1_024 {
            keys += decoder.feed([UInt8](repeating: UInt8(ascii: "1"), count: 1_024))
            #expect(decoder.pendingCount <= KeyDecoder.maxPending)
        }
        keys += decoder.feed(Array("A".utf8)) + decoder.flush()

        #expect(keys.first == .unknown(Array("\u{1B}[".utf8) + [UInt8](repeating: UInt8(ascii: "1"), count: 30)))
        #expect(keys.last == .text("A"), "the sequence was given up on, so its final byte is typed text")
        #expect(!decoder.hasPending)
    }

    @Test("given the same bytes read whole or a byte at a time, when decoded, then the keys are the same (text joined only within a read)")
    func readBoundariesChangeNothing() {
        let bytes = Array("\u{1B}[1;5A\u{1B}Ox\u{1B}[\(String(repeating: "9", count: 40))~é\u{1B}b".utf8)
        var whole = KeyDecoder()
        var split = KeyDecoder()

        let wholeKeys = whole.feed(bytes) + whole.flush()
        let splitKeys = bytes.flatMap { split.feed([$0]) } + split.flush()

        #expect(wholeKeys.count == 6)
        #expect(wholeKeys == KeyDecoder.joiningText(splitKeys))
    }
}
