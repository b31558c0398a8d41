/// The body of a search answer; only `domains` is read, and a missing or null list counts as empty.
///
/// The DomainsDB API also sends `total`, `time`, and per domain `NS`, `country`, `isDead` and more,
/// often null: none of them is needed, so none is decoded.
public struct DomainList: Hashable, Sendable, Codable {
    /// The domains found.
    public var domains: [Domain]

    /// Creates a list.
    public init(domains: [Domain]) { self.domains = domains }

    /// Decodes `{"domains": [...]}`, treating a missing or null list as empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        domains = try container.decodeIfPresent([Domain].self, forKey: .domains) ?? []
    }

    enum CodingKeys: String, CodingKey { case domains }
}
