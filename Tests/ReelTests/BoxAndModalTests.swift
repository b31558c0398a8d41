import Reel
import Testing

@Suite("Boxes, rules and modals")
struct BoxAndModalTests {
    @Test("given a rect, when a box is drawn with title and footer, then the border frames the inside it returns")
    func box() {
        var frame = blank(14, 4)
        let inside = frame.drawBox(Rect(x: 1, y: 0, width: 12, height: 4), title: "Items", footer: "1 of 3")
        #expect(inside == Rect(x: 2, y: 1, width: 10, height: 2))
        #expect(rows(frame) == [
            " ┌─ Items ──┐ |",
            " │          │ |",
            " │          │ |",
            " └─ 1 of 3 ─┘ |",
        ])
    }

    @Test("given a title wider than the box, when drawn, then it is cut with … and the corners stay")
    func longTitle() {
        var frame = blank(10, 2)
        frame.drawBox(frame.bounds, title: "A long title")
        #expect(rows(frame) == ["┌─ A lo… ┐|", "└────────┘|"])
    }

    @Test("given a box too small for a border, when drawn, then nothing is drawn and the inside is empty")
    func tinyBox() {
        var frame = blank(3, 3)
        let inside = frame.drawBox(Rect(x: 0, y: 0, width: 1, height: 3))
        #expect(inside.isEmpty)
        #expect(frame == blank(3, 3))
    }

    @Test("given a rule with a label, when drawn, then the label sits near its left end")
    func rule() {
        var frame = blank(12, 2)
        frame.drawRule(y: 0, label: "Results")
        frame.drawRule(x: 2, y: 1, width: 4, label: "Hidden")
        #expect(rows(frame) == ["── Results ─|", "  ────      |"])
    }

    @Test("given a screen, when a modal is drawn over it, then the modal blanks its own cells and the screen shows around it")
    func modalOverScreen() {
        var frame = blank(12, 5)
        for row in 0..<5 { frame.draw("abcdefghijkl", x: 0, y: row) }
        let inside = frame.drawModal(width: 8, height: 3, title: "Ok")
        frame.draw("Sure?", x: inside.x, y: inside.y)
        #expect(inside == Rect(x: 3, y: 2, width: 6, height: 1))
        #expect(rows(frame) == [
            "abcdefghijkl|",
            "ab┌─ Ok ─┐kl|",
            "ab│Sure? │kl|",
            "ab└──────┘kl|",
            "abcdefghijkl|",
        ])
    }

    @Test("given a modal larger than the frame, when drawn, then it shrinks to fit")
    func modalShrinks() {
        var frame = blank(4, 3)
        let inside = frame.drawModal(width: 10, height: 10)
        #expect(inside == Rect(x: 1, y: 1, width: 2, height: 1))
        #expect(rows(frame) == ["┌──┐|", "│  │|", "└──┘|"])
    }

    @Test("given a child frame, when drawn onto a parent, then its cells replace the parent's, clipped at the edges")
    func overlay() {
        var child = blank(3, 2)
        child.draw("日x", x: 0, y: 0)
        child.draw("ab", x: 1, y: 1)
        var parent = blank(5, 3)
        for row in 0..<3 { parent.draw("-----", x: 0, y: row) }
        parent.draw(child, x: 1, y: 1)
        #expect(rows(parent) == ["-----|", "-日x-|", "- ab-|"])
        var clipped = blank(3, 1)
        clipped.draw("---", x: 0, y: 0)
        clipped.draw(child, x: -1, y: 0)
        #expect(rows(clipped) == [" x-|"])
        var rightEdge = blank(3, 1)
        rightEdge.draw("---", x: 0, y: 0)
        rightEdge.draw(child, x: 2, y: 0)
        #expect(rows(rightEdge) == ["-- |"])
    }

    @Test("given a child frame with clusters, when drawn onto a parent, then the clusters keep their bytes")
    func overlayClusters() {
        var child = blank(3, 1)
        child.draw("🇫🇷e\u{301}", x: 0, y: 0)
        var parent = blank(4, 1)
        parent.draw("x\u{301}", x: 0, y: 0)
        parent.draw(child, x: 1, y: 0)
        #expect(Array(parent.text.utf8) == Array("x\u{301}🇫🇷e\u{301}".utf8))
    }
}
