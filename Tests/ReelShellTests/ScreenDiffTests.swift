import Reel
import ReelShell
import Testing

@Suite("Screen diff")
struct ScreenDiffTests {
    private func frame(_ lines: [String], width: Int = 20) -> Frame {
        var frame = Frame(size: FrameSize(width: width, height: lines.count))
        for (row, line) in lines.enumerated() { frame.draw(line, x: 0, y: row) }
        return frame
    }

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test("given the same frame, when diffed, then nothing is written")
    func nothing() {
        let same = frame(["hello", "world"])
        #expect(ScreenDiff.update(from: same, to: same).isEmpty)
    }

    @Test("given one changed character, when diffed, then one cursor move and that character")
    func oneCell() {
        #expect(text(ScreenDiff.update(from: frame(["hello", "world"]), to: frame(["hello", "wOrld"]))) == "\u{1B}[2;2HO")
    }

    @Test("given two changes close together, when diffed, then they are one run; far apart, a forward move between")
    func runs() {
        #expect(text(ScreenDiff.update(from: frame(["abcdefghij"]), to: frame(["Abcdefghij"]).with("C", at: 2))) == "\u{1B}[1HAbC")
        let far = frame(["abcdefghijklmnop"]).with("A", at: 0).with("P", at: 15)
        #expect(text(ScreenDiff.update(from: frame(["abcdefghijklmnop"]), to: far)) == "\u{1B}[1HA\u{1B}[14CP")
    }

    @Test("given a row that got shorter, when diffed, then its end is erased, not overwritten with spaces")
    func erase() {
        #expect(text(ScreenDiff.update(from: frame(["search: medical"]), to: frame(["search: me"]))) == "\u{1B}[1;11H\u{1B}[K")
    }

    @Test("given a wide character replaced, when diffed, then the new one is written whole, from its left half")
    func wide() {
        let bytes = text(ScreenDiff.update(from: frame(["a界b"]), to: frame(["a界c"]).with("世", at: 1)))
        #expect(bytes == "\u{1B}[1;2H世c")
    }

    @Test("given a repaint, when written, then the screen is cleared and only non-blank rows are drawn")
    func repaint() {
        #expect(text(ScreenDiff.repaint(frame(["hi", "", "yo  "]))) == "\u{1B}[H\u{1B}[2J\u{1B}[1Hhi\u{1B}[3Hyo")
    }
}

extension Frame {
    fileprivate func with(_ character: Character, at column: Int) -> Frame {
        var copy = self
        copy.fill(character, x: column, y: 0, count: 1)
        return copy
    }
}
