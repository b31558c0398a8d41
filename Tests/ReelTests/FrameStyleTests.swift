import Foundation
import Reel
import ReelLog
import Testing

@Suite("Frame styles")
struct FrameStyleTests {
    @Test("given text drawn in a style, when read, then those cells have it, the rest are plain and the text is unchanged")
    func drawInStyle() {
        var styled = blank(8)
        let end = styled.draw("hey", x: 2, y: 0, style: .bold)
        var plain = blank(8)
        plain.draw("hey", x: 2, y: 0)
        #expect(end == 5)
        #expect((0..<8).map { styled.style(x: $0, y: 0) } == [.plain, .plain, .bold, .bold, .bold, .plain, .plain, .plain])
        #expect(styled.style(x: 8, y: 0) == nil)
        #expect(styled.text == plain.text)
        #expect(styled.hasStyles)
        #expect(!plain.hasStyles)
    }

    @Test("given a styled frame, when hashed for a log, then the hash is the plain frame's, but the frames are not equal")
    func hashIgnoresStyles() {
        var styled = blank(6, 2)
        styled.draw("a", x: 0, y: 0, style: Style(.underline, foreground: .red))
        var plain = blank(6, 2)
        plain.draw("a", x: 0, y: 0)
        #expect(FrameHash(styled) == FrameHash(plain))
        #expect(styled.hashValue == plain.hashValue)
        #expect(styled != plain)
        styled.setStyle(.plain, in: styled.bounds)
        #expect(styled == plain, "style storage holding only plain cells equals none")
    }

    @Test("given styled cells, when drawn over plainly, filled, cleared or restyled, then each write sets the style of what it writes")
    func writesSetStyles() {
        var frame = blank(6, 2)
        frame.setStyle(.reverse, in: Rect(x: 0, y: 0, width: 6, height: 2))
        #expect(frame.text == "      \n      ", "setStyle leaves the text")
        frame.draw("ab", x: 0, y: 0)
        frame.fill("-", x: 4, y: 0, count: 2, style: .dim)
        frame.clear(Rect(x: 0, y: 1, width: 3, height: 1))
        #expect((0..<6).map { frame.style(x: $0, y: 0)! } == [.plain, .plain, .reverse, .reverse, .dim, .dim])
        #expect((0..<6).map { frame.style(x: $0, y: 1)! } == [.plain, .plain, .plain, .reverse, .reverse, .reverse])
    }

    @Test("given a child frame with styles, when drawn into another, then its styles come along, clipped")
    func overlayCopiesStyles() {
        var child = blank(3)
        child.draw("xyz", x: 0, y: 0, style: .bold)
        var frame = blank(4)
        frame.draw("....", x: 0, y: 0, style: .dim)
        frame.draw(child, x: 2, y: 0)
        #expect(frame.text == "..xy")
        #expect((0..<4).map { frame.style(x: $0, y: 0)! } == [.dim, .dim, .bold, .bold])
    }

    @Test("given a list with a selection style, when drawn, then only the selected row is styled, across the list's width")
    func listSelection() {
        var frame = blank(8, 3)
        frame.drawList(["a", "b", "c"], selection: 1, in: Rect(x: 1, y: 0, width: 6, height: 3), selectionStyle: .reverse)
        #expect(frame.lines == ["   a    ", " > b    ", "   c    "])
        #expect((0..<8).map { frame.style(x: $0, y: 1)! } == [.plain] + Array(repeating: .reverse, count: 6) + [.plain])
        #expect(!(0..<8).contains { frame.style(x: $0, y: 0) != .plain || frame.style(x: $0, y: 2) != .plain })
    }

    @Test("given styles with colours, when described and coded, then they read as words and round-trip through JSON")
    func describeAndCode() throws {
        let style = Style([.bold, .reverse], foreground: .brightRed, background: .indexed(236))
        #expect(style.description == "bold reverse brightRed on 236")
        #expect(Style.plain.description == "plain")
        #expect(Style(background: .blue).description == "on blue")
        let data = try JSONEncoder().encode(style)
        #expect(try JSONDecoder().decode(Style.self, from: data) == style)
        #expect(try JSONDecoder().decode(Color.self, from: Data("\"cyan\"".utf8)) == .cyan)
        #expect(try JSONDecoder().decode(Color.self, from: Data("208".utf8)) == .indexed(208))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Color.self, from: Data("\"teal\"".utf8)) }
    }

    @Test("given every attribute and colour, when stored in a frame and read back, then each style is kept exactly")
    func everyStyleKept() {
        let colours: [Color?] = [nil, .black, .white, .brightWhite, .indexed(0), .indexed(255)]
        var frame = blank(colours.count * colours.count * 16)
        var expected: [Style] = []
        for foreground in colours {
            for background in colours {
                for bits in 0..<16 {
                    expected.append(Style(Style.Attributes(rawValue: UInt8(bits)), foreground: foreground, background: background))
                }
            }
        }
        for (column, style) in expected.enumerated() { frame.setStyle(style, in: Rect(x: column, y: 0, width: 1, height: 1)) }
        #expect((0..<expected.count).map { frame.style(x: $0, y: 0)! } == expected)
    }
}
