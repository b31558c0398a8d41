import Reel

// How a row group reaches the two kinds of list it compares: in place, through their buffers.
extension RowGroupStorage where Row: Identifiable, ID == Row.ID {
    /// The rows of an `IdentifiedRows` list, with their ids, in place (Reel's `withRows`).
    @inlinable
    static var identifiedRows: Rows {
        { list, body in list[as: IdentifiedRows<Row>.self].withRows(body) }
    }
}

extension RowGroupStorage {
    /// The rows of an array, in place, each found by the id `id` reads from it.
    @inlinable
    static func arrayRows(id: @escaping (Row) -> ID) -> Rows {
        { list, body in
            list[as: [Row].self].withUnsafeBufferPointer { rows in
                body(rows, nil) { rowID, hint in
                    hint >= 0 && hint < rows.count && id(rows[hint]) == rowID ? hint : rows.firstIndex { id($0) == rowID }
                }
            }
        }
    }
}
