/// A row of a list as the examples' views show it: keyed by its item's id, so that SwiftUI follows
/// an item through a reload (and animates the rows that really moved, came or went), and told its
/// position, which is what the scenes' row messages count (`rowOpened(2)`).
///
/// Keyed by position instead (`id: \.offset`), a reload that inserts an item at the top would
/// tell SwiftUI that every row changed its content and the last one came: the wrong rows animate,
/// and a row's state (a swipe in progress) moves to another item. Compiled everywhere, so that
/// the tests on Linux read the rows the views show.
public struct ListRow<Item, ID: Hashable>: Identifiable {
    /// The item's id: what SwiftUI keys the row by.
    public let id: ID
    /// The row's position, from 1, as the scene's messages count rows.
    public let position: Int
    /// The item shown.
    public let item: Item
}

extension Collection {
    /// The rows of a list of these items, each keyed by the id `id` reads from its item.
    public func listRows<ID: Hashable>(id: (Element) -> ID) -> [ListRow<Element, ID>] {
        enumerated().map { offset, item in ListRow(id: id(item), position: offset + 1, item: item) }
    }
}
