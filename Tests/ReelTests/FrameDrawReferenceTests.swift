import Reel
import Testing

/// `Frame.draw` takes shortcuts (printable ASCII eight bytes at a time, Latin-1 decoded from bytes,
/// clusters found without `Character` where no joining is possible). These tests hold it to a
/// plain reference that walks `Character`s, for awkward texts at every width.
@Suite("Frame drawing against a Character-by-Character reference")
struct FrameDrawReferenceTests {
    static let texts = [
        "plain ASCII text longer than sixteen bytes",
        "tab\tinside and a DEL\u{7F}after eight",
        "ab\r\ncd", "carriage\rreturn",
        "café · niño · Ærø", "soft\u{AD}hyphen", "C1\u{85}control",
        "1234567e\u{301}", "12345678e\u{301}x", "123456789a\u{308}\u{327}",
        "日本語のテキスト", "abc日本def", "😀 smile 👍🏽 ok", "🇫🇷🇯🇵 flags", "👨‍👩‍👧 family",
        "\u{600}\u{661}\u{662} prepend", "\u{1100}\u{1161}\u{11A8} jamo", "a\u{200D}© zwj", "↑↓ move ⏎ open",
        "\u{301}leading mark", "ends with wide 日", "x",
    ]

    /// The row a draw at column 0 should leave in a frame `columns` wide.
    static func reference(_ text: String, columns: Int) -> String {
        let clusters = text.map { character in
            (text: character.unicodeScalars.first!.properties.generalCategory == .control ? " " : String(character),
             width: DisplayWidth.of(character))
        }
        var shown = clusters
        var ellipsis = ""
        if clusters.reduce(0, { $0 + $1.width }) > columns {
            var used = 0
            shown = Array(clusters.prefix { cluster in
                used += cluster.width
                return used <= columns - 1
            })
            ellipsis = columns > 0 ? "…" : ""
        }
        let visible = shown.filter { $0.width > 0 }
        let drawn = visible.map(\.text).joined() + ellipsis
        let width = visible.reduce(0) { $0 + $1.width } + (ellipsis.isEmpty ? 0 : 1)
        return drawn + String(repeating: " ", count: max(0, columns - width))
    }

    @Test("given awkward texts, when drawn at every width, then each row is what the reference draws", arguments: texts)
    func matchesReference(text: String) {
        for columns in 0...DisplayWidth.of(text) + 2 {
            var frame = Frame(size: FrameSize(width: columns, height: 1))
            frame.draw(text, x: 0, y: 0)
            #expect(Array(frame.text.utf8) == Array(Self.reference(text, columns: columns).utf8), "width \(columns)")
        }
    }

    @Test("given awkward texts, when measured, then the width is the sum over Characters", arguments: texts)
    func widthMatchesCharacters(text: String) {
        #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
    }

    @Test("given wide characters under a row, when simple text is drawn over part of them, then no half character remains")
    func simpleTextOverWide() {
        var frame = Frame(size: FrameSize(width: 10, height: 1))
        frame.draw("日本語日本", x: 0, y: 0)
        frame.draw("abc", x: 1, y: 0)
        #expect(frame.text == " abc語日本")
        frame.draw("é·", x: 7, y: 0)
        #expect(frame.text == " abc語 é· ")
    }
}
