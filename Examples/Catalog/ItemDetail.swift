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
