import Reel
import Testing

@Suite("List windows")
struct ListWindowTests {
    @Test("given the first row selected, when windowed, then the window starts at the top")
    func firstRow() {
        let window = ListWindow(count: 50, rows: 10, selection: 0)
        #expect(window.visible == 0..<10)
        #expect(window.indicator == "1–10 of 50")
    }

    @Test("given the last row selected, when windowed, then the window ends at the last item and stays full")
    func lastRow() {
        let window = ListWindow(count: 50, rows: 13, selection: 49)
        #expect(window.visible == 37..<50)
        #expect(window.indicator == "38–50 of 50")
        #expect(ListWindow(count: 50, rows: 13, selection: 49, top: 0).visible == 37..<50)
    }

    @Test("given no scroll position, when the selection moves, then the list turns page by page")
    func paging() {
        #expect(ListWindow(count: 50, rows: 10, selection: 9).top == 0)
        #expect(ListWindow(count: 50, rows: 10, selection: 10).top == 10)
        #expect(ListWindow(count: 50, rows: 10, selection: 25).visible == 20..<30)
        #expect(ListWindow(count: 50, rows: 13, selection: 40).visible == 37..<50)
    }

    @Test("given a scroll position, when the selection leaves the window, then it scrolls just enough to show it")
    func minimalScroll() {
        #expect(ListWindow(count: 50, rows: 13, selection: 23, top: 5).visible == 11..<24)
        #expect(ListWindow(count: 50, rows: 13, selection: 11, top: 5).top == 5)
        #expect(ListWindow(count: 50, rows: 13, selection: 3, top: 5).top == 3)
        #expect(ListWindow(count: 50, rows: 13, selection: nil, top: 45).top == 37)
    }

    @Test("given out-of-range input, when windowed, then selection and top are clamped")
    func clamping() {
        let window = ListWindow(count: 5, rows: 10, selection: 99, top: -3)
        #expect(window.selection == 4)
        #expect(window.visible == 0..<5)
        #expect(!window.isScrollable)
        #expect(ListWindow(count: 5, rows: 3, selection: -2).selection == 0)
        let empty = ListWindow(count: 0, rows: 10, selection: 0)
        #expect(empty.selection == nil)
        #expect(empty.visible.isEmpty)
        #expect(empty.indicator == "0 of 0")
    }

    @Test("given a long list, when drawn, then only the window's rows show and the cursor marks the selection")
    func drawList() {
        let items = (1...50).map { "Item \($0)" }
        var frame = blank(10, 3)
        var asked: [Int] = []
        let window = ListWindow(count: items.count, rows: 3, selection: 49)
        frame.drawList(window, in: frame.bounds) { index in
            asked.append(index)
            return items[index]
        }
        #expect(asked == [47, 48, 49])
        #expect(rows(frame) == ["  Item 48 |", "  Item 49 |", "> Item 50 |"])
    }

    @Test("given items wider than the rect, when drawn in a box, then rows are cut and the indicator fits the footer")
    func drawInBox() {
        let items = ["alpha", "a rather long name", "gamma", "delta"]
        var frame = blank(14, 4)
        let area = Rect(x: 0, y: 0, width: 14, height: 4)
        let inside = area.inset(by: 1)
        let window = ListWindow(count: items.count, rows: inside.height, selection: 1)
        frame.drawBox(area, footer: window.indicator)
        frame.drawList(window, in: inside) { items[$0] }
        #expect(rows(frame) == [
            "┌────────────┐|",
            "│  alpha     │|",
            "│> a rather …│|",
            "└─ 1–2 of 4 ─┘|",
        ])
        var plain = blank(8, 2)
        #expect(plain.drawList(items, selection: 3, in: plain.bounds, cursor: "* ").visible == 2..<4)
        #expect(rows(plain) == ["  gamma |", "* delta |"])
    }
}
