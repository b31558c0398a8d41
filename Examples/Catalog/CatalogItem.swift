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

/// The backend's list of the items of a type: `{"type": "Fruit", "items": [{"id", "name"}, …]}`.
public struct CatalogPage: Hashable, Sendable, Codable {
    /// The type's display name.
    public var type: String
    /// The items, in the server's order.
    public var items: [CatalogItem]

    /// Creates a page.
    public init(type: String, items: [CatalogItem]) {
        self.type = type
        self.items = items
    }
}

/// Everything about one item, as its details scene shows it.
public struct ItemDetail: Hashable, Sendable, Codable {
    /// The item's id.
    public var id: String
    /// The item's name.
    public var name: String
    /// Where it comes from, if known.
    public var origin: String?
    /// A few sentences about it.
    public var description: String
    /// Where its picture is: a path on the backend (`/images/lemon`) or an absolute URL.
    public var image: String

    /// Creates a detail.
    public init(id: String, name: String, origin: String?, description: String, image: String) {
        self.id = id
        self.name = name
        self.origin = origin
        self.description = description
        self.image = image
    }
}
