import Reel
import Testing

@Suite("Title bar, status line, loading indicator")
struct ScreenPartsTests {
    @Test("given a title and a back hint, when drawn, then the hint is left, the title centred, a rule beneath, and the body returned")
    func titleBar() {
        var frame = blank(20, 4)
        let body = frame.drawTitleBar("Details", back: "Items")
        #expect(body == Rect(x: 0, y: 2, width: 20, height: 2))
        #expect(rows(frame) == [
            "< Items  Details    |",
            "────────────────────|",
            "                    |",
            "                    |",
        ])
        var plain = blank(11, 2)
        plain.drawTitleBar("Hello")
        #expect(rows(plain) == ["   Hello   |", "───────────|"])
    }

    @Test("given a title too long beside the hint, when drawn, then the title moves right and is cut")
    func longTitle() {
        var frame = blank(16, 2)
        frame.drawTitleBar("A very long title", back: "Back")
        #expect(rows(frame) == ["< Back  A very …|", "────────────────|"])
    }

    @Test("given a message and a hint, when the status line is drawn, then the hint stays whole and the message is cut")
    func statusLine() {
        var frame = blank(20, 4)
        let above = frame.drawStatusLine("3 results for your query", hint: "q quit")
        #expect(above == Rect(x: 0, y: 0, width: 20, height: 2))
        #expect(rows(frame) == [
            "                    |",
            "                    |",
            "────────────────────|",
            "3 results fo… q quit|",
        ])
    }

    @Test("given title bar and status line, when composed, then the body is the rows between them")
    func composed() {
        var frame = blank(10, 6)
        let body = frame.drawStatusLine("ok", in: frame.drawTitleBar("T"))
        #expect(body == Rect(x: 0, y: 2, width: 10, height: 2))
    }

    @Test("given no tick, when the loading indicator is drawn, then it is static")
    func loadingStatic() {
        var frame = blank(12)
        #expect(frame.drawLoading(x: 1, y: 0) == 9)
        #expect(rows(frame) == [" Loading…   |"])
    }

    @Test("given tick counts, when the loading indicator is drawn, then the spinner frame follows the tick, negative ticks included")
    func loadingTicks() {
        #expect(LoadingIndicator.text(tick: 0) == "| Loading")
        #expect(LoadingIndicator.text("Searching", tick: 1) == "/ Searching")
        #expect(LoadingIndicator.text(tick: 6) == "- Loading")
        #expect(LoadingIndicator.text(tick: -1) == "\\ Loading")
    }
}
