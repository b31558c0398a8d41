/// The rows of a list and their ids reached in place, for a UI store that compares them after
/// each update.
///
/// Unsafe (buffer pointers handed to the caller) so that the list is reached once and each row is
/// read where it lies, without copying it or its array out of the model (ReelUI's `Store+Rows`
/// reads the list through the model's bytes in place, and compares rows one by one; not measured on
/// its own, part of `store-list-1000`'s figures in ReelUI's `RowGroupStorage`).
extension IdentifiedRows {
    /// Calls `body` with the rows and their ids in place, and a function that finds a row's
    /// position by id, looking first at a hint (where it was last). A UI store compares its rows
    /// this way after each update: the list is reached once, and each row without copying it.
    @inlinable
    package func withRows<Result>(
        _ body: (UnsafeBufferPointer<Row>, UnsafeBufferPointer<Row.ID>, _ position: (Row.ID, _ hint: Int) -> Int?) -> Result
    ) -> Result {
        rowIndex.ids.withUnsafeBufferPointer { ids in
            rows.withUnsafeBufferPointer { rows in
                body(rows, ids) { id, hint in hint >= 0 && hint < ids.count && ids[hint] == id ? hint : rowIndex.positions[id] }
            }
        }
    }
}
