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
