/// One domain of a search result: its name and when its record was last updated.
public struct Domain: Hashable, Sendable, Codable {
    /// The domain name, such as `med-blog.info`.
    public var name: String
    /// The record's last update as the server wrote it (ISO 8601), if it gave one.
    public var updated: String?

    /// Creates a domain.
    public init(name: String, updated: String?) {
        self.name = name
        self.updated = updated
    }

    enum CodingKeys: String, CodingKey {
        case name = "domain"
        case updated = "update_date"
    }

    /// The update's date part (`2018-01-11`), or `—` when the server gave none.
    public var updatedDay: String {
        guard let updated, !updated.isEmpty else { return "—" }
        return String(updated.prefix(10))
    }
}
