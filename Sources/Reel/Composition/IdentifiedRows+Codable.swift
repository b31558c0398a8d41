/// A list encodes as a plain array of its rows, so that a logged model reads as the rows it shows.
extension IdentifiedRows: Encodable where Row: Encodable {
    /// Encodes the rows as an array, in order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rows)
    }
}

/// A list decodes from an array of rows whose ids are all different.
extension IdentifiedRows: Decodable where Row: Decodable {
    /// Decodes the rows from an array; two rows with one id are an error, naming the id and both positions.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let rows = try container.decode([Row].self)
        var positions: [Row.ID: Int] = [:]
        positions.reserveCapacity(rows.count)
        for (position, row) in rows.enumerated() {
            if let first = positions.updateValue(position, forKey: row.id) {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "rows \(first) and \(position) have the same id \(row.id); each row's id must be unique")
            }
        }
        self.init(storage: rows, positions: positions)
    }
}
