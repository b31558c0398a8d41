/// One entry of the catalog's list: enough to show a row and open the item.
public struct CatalogItem: Hashable, Sendable, Codable {
    /// The item's id, as the backend's URLs and the app's routes spell it.
    public var id: String
    /// The item's name.
    public var name: String

    /// Creates an item.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }

    /// The items sorted by name, case-insensitively and the same in every locale: names compare
    /// lower-cased, scalar by scalar (not `localizedCompare`, whose order depends on the
    /// machine's language); equal names keep a fixed order by exact name, then id.
    public static func sortedByName(_ items: [CatalogItem]) -> [CatalogItem] {
        items.sorted { a, b in
            let (keyA, keyB) = (a.name.lowercased(), b.name.lowercased())
            if keyA != keyB { return keyA.unicodeScalars.lexicographicallyPrecedes(keyB.unicodeScalars) }
            if a.name != b.name { return a.name.unicodeScalars.lexicographicallyPrecedes(b.name.unicodeScalars) }
            return a.id.unicodeScalars.lexicographicallyPrecedes(b.id.unicodeScalars)
        }
    }
}
