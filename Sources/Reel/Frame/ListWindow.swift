/// The slice of a long list that is on screen: `rows` items from `top`, chosen so that the
/// selection is always among them.
///
/// It is plain arithmetic, so `render` can compute it from the model. With `top` given (a scroll
/// position kept in the model), the window scrolls as little as needed to show the selection;
/// without it, the list turns page by page (`rows` items at a time), which needs no state.
/// Either way the window never runs past the end of the list while the list is long enough.
public struct ListWindow: Hashable, Sendable, CustomStringConvertible {
    /// How many items the list has.
    public let count: Int
    /// How many rows the window shows.
    public let rows: Int
    /// The selected item, if any, within `0..<count`.
    public let selection: Int?
    /// The first item shown.
    public let top: Int

    /// A window over `count` items, `rows` tall; a selection out of range is clamped into it.
    public init(count: Int, rows: Int, selection: Int?, top: Int? = nil) {
        let count = max(0, count)
        let rows = max(0, rows)
        let selection = count == 0 ? nil : selection.map { min(max(0, $0), count - 1) }
        self.count = count
        self.rows = rows
        self.selection = selection
        let lastTop = max(0, count - rows)
        var first = top ?? ((selection ?? 0) / max(1, rows)) * rows
        if let selection, rows > 0 {
            first = min(max(first, selection - rows + 1), selection)
        }
        self.top = min(max(0, first), lastTop)
    }

    /// The indices of the items shown.
    public var visible: Range<Int> { top..<min(count, top + rows) }

    /// Whether some items do not fit in the window.
    public var isScrollable: Bool { count > rows }

    /// `12–24 of 50` (1-based, both ends shown, en dash); `0 of 0` for an empty list.
    public var indicator: String {
        visible.isEmpty ? "0 of \(count)" : "\(visible.lowerBound + 1)–\(visible.upperBound) of \(count)"
    }

    /// The indicator.
    public var description: String { indicator }
}
