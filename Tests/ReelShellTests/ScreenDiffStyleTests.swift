import Reel
@testable import ReelShell
import Testing

@Suite("Screen diff, styles")
struct ScreenDiffStyleTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// A 12×2 frame with `line` on the first row, `styled` columns of it in `style`.
    private func frame(_ line: String, styled columns: Range<Int> = 0..<0, _ style: Style = .plain) -> Frame {
        var frame = Frame(size: FrameSize(width: 12, height: 2))
        frame.draw(line, x: 0, y: 0)
        frame.setStyle(style, in: Rect(x: columns.lowerBound, y: 0, width: columns.count, height: 1))
        return frame
    }

    @Test("given styled cells, when repainted, then SGR is written where the style changes and reset once at the end")
    func repaint() {
        let bytes = ScreenDiff.repaint(frame("> ab  cd", styled: 0..<4, .reverse))
        #expect(text(bytes) == "\u{1B}[H\u{1B}[2J\u{1B}[1H\u{1B}[7m> ab\u{1B}[m  cd")
    }

    @Test("given a change of style only, when diffed, then the cells are written again in the new style")
    func styleOnlyChange() {
        let bytes = ScreenDiff.update(from: frame("abcdef"), to: frame("abcdef", styled: 2..<4, .bold))
        #expect(text(bytes) == "\u{1B}[1;3H\u{1B}[1mcd\u{1B}[m")
    }

    @Test("given two changed runs in one style, when diffed, then the style is set once across the cursor move")
    func penCarriesOver() {
        var old = Frame(size: FrameSize(width: 12, height: 2))
        old.draw("a", x: 0, y: 0)
        var new = old
        new.draw("x", x: 0, y: 0, style: .bold)
        new.draw("y", x: 0, y: 1, style: .bold)
        #expect(text(ScreenDiff.update(from: old, to: new)) == "\u{1B}[1H\u{1B}[1mx\u{1B}[2Hy\u{1B}[m")
    }

    @Test("given a styled row that ends blank, when diffed, then the pen is reset before the erase")
    func resetBeforeErase() {
        let bytes = ScreenDiff.update(from: frame("abcdefghij"), to: frame("ab", styled: 0..<2, .reverse))
        #expect(text(bytes) == "\u{1B}[1H\u{1B}[7mab\u{1B}[m\u{1B}[K")
    }

    @Test("given a reversed blank bar, when repainted, then its spaces are written since they show")
    func styledBlanksShow() {
        let bytes = ScreenDiff.repaint(frame("", styled: 0..<3, .reverse))
        #expect(text(bytes) == "\u{1B}[H\u{1B}[2J\u{1B}[1H\u{1B}[7m   \u{1B}[m")
    }

    @Test("given pairs of styles, when the pen changes, then the shorter of the difference and a reset is written")
    func transitions() {
        func sgr(_ old: Style, _ new: Style) -> String { text(SGR.transition(from: old, to: new)) }
        #expect(sgr(.bold, .bold) == "")
        #expect(sgr(.bold, .plain) == "\u{1B}[m")
        #expect(sgr(.plain, Style([.bold, .underline], foreground: .red)) == "\u{1B}[1;4;31m")
        #expect(sgr(.bold, Style([.bold, .underline])) == "\u{1B}[4m")
        #expect(sgr(Style(.reverse, foreground: .red), .reverse) == "\u{1B}[39m")
        #expect(sgr(Style(.bold), Style(.dim)) == "\u{1B}[0;2m", "a reset is shorter than 22;2")
        #expect(sgr(.plain, Style(foreground: .brightCyan, background: .indexed(236))) == "\u{1B}[96;48;5;236m")
        #expect(sgr(Style([.bold, .dim, .reverse, .underline], foreground: .indexed(9)), .underline) == "\u{1B}[0;4m")
    }

    @Test("given frames, when printed piped with colour, then SGR wraps styled runs and every line ends plain")
    func piped() {
        let styled = frame("> ab  cd", styled: 0..<4, .reverse)
        #expect(StyledText.text(of: styled) == "\u{1B}[7m> ab\u{1B}[m  cd\n")
        #expect(StyledText.text(of: frame("ab cd")) == frame("ab cd").trimmedText)
        #expect(Shell<Notes>.printed(styled, color: .auto) == styled.trimmedText)
        #expect(Shell<Notes>.printed(styled, color: .always) == StyledText.text(of: styled))
    }

    @Test("given each colour mode, when asked about a terminal or a pipe and NO_COLOR, then only auto at a terminal without NO_COLOR and always show styles")
    func colorModes() {
        #expect(ColorMode.auto.showsStyles(toTerminal: true, environment: [:]))
        #expect(ColorMode.auto.showsStyles(toTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!ColorMode.auto.showsStyles(toTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!ColorMode.auto.showsStyles(toTerminal: false, environment: [:]))
        #expect(ColorMode.always.showsStyles(toTerminal: false, environment: ["NO_COLOR": "1"]))
        #expect(!ColorMode.never.showsStyles(toTerminal: true, environment: [:]))
    }
}
