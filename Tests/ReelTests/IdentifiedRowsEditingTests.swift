import Foundation
import Reel
import Testing

private struct Todo: Identifiable, Equatable, Codable, Sendable {
    var id: Int
    var title: String
}

@Suite("IdentifiedRows: SwiftUI's edits, by id, sorting and Codable, with positions kept right")
struct IdentifiedRowsEditingTests {
    private func list(_ ids: [Int]) -> IdentifiedRows<Todo> { IdentifiedRows(ids.map { Todo(id: $0, title: "t\($0)") }) }

    /// The list's ids in order, after checking that every id is found at its own position.
    private func consistentIDs(_ rows: IdentifiedRows<Todo>) -> [Int] {
        for (position, row) in rows.enumerated() {
            #expect(rows.index(id: row.id) == position)
            #expect(rows[id: row.id] == row)
            #expect(rows.ids[position] == row.id)
        }
        #expect(rows.ids.count == rows.count)
        return rows.map(\.id)
    }

    @Test("given offsets and a destination, when moved, then the rows land where Array's SwiftUI move puts them")
    func moveMatchesSwiftUIMeaning() {
        var rows = list([1, 2, 3, 4, 5])
        rows.move(fromOffsets: [0], toOffset: 3)  // before the row at offset 3 (4): 2 3 1 4 5
        #expect(consistentIDs(rows) == [2, 3, 1, 4, 5])
        rows.move(fromOffsets: [3, 4], toOffset: 0)
        #expect(consistentIDs(rows) == [4, 5, 2, 3, 1])
        rows.move(fromOffsets: [0, 2], toOffset: 5)  // to the end, in their order
        #expect(consistentIDs(rows) == [5, 3, 1, 4, 2])
        rows.move(fromOffsets: [1], toOffset: 2)  // just after itself: no change
        #expect(consistentIDs(rows) == [5, 3, 1, 4, 2])
        rows.move(fromOffsets: [], toOffset: 0)
        #expect(consistentIDs(rows) == [5, 3, 1, 4, 2])
    }

    @Test("given a row already in the list, when inserted again at a position, then it moves there, to the end included")
    func insertMovesAnExistingRow() {
        var rows = list([1, 2, 3, 4])
        rows.insert(Todo(id: 1, title: "moved"), at: 4)  // the last position of the list as it was: the end
        #expect(consistentIDs(rows) == [2, 3, 4, 1])
        #expect(rows[id: 1]?.title == "moved")
        rows.insert(Todo(id: 3, title: "t3"), at: 0)
        #expect(consistentIDs(rows) == [3, 2, 4, 1])
        rows.insert(Todo(id: 9, title: "t9"), at: 2)
        #expect(consistentIDs(rows) == [3, 2, 9, 4, 1])
        let copy = rows
        rows.insert(Todo(id: 2, title: "t2"), at: 9)
        #expect(consistentIDs(rows) == [3, 9, 4, 1, 2])
        #expect(consistentIDs(copy) == [3, 2, 9, 4, 1], "a copy keeps its own order")
    }

    @Test("given offsets, when removed, then those rows go, the rest keep their order, and their ids are found no more")
    func removeAtOffsets() {
        var rows = list([1, 2, 3, 4, 5])
        rows.remove(atOffsets: [0, 2, 4])
        #expect(consistentIDs(rows) == [2, 4])
        #expect(rows[id: 1] == nil && rows[id: 3] == nil && rows.index(id: 5) == nil)
        rows.remove(atOffsets: [])
        #expect(consistentIDs(rows) == [2, 4])
    }

    @Test("given an id, when removed by id, then its row comes back and the rest shift; an absent id removes nothing")
    func removeByID() {
        var rows = list([1, 2, 3])
        #expect(rows.remove(id: 2) == Todo(id: 2, title: "t2"))
        #expect(consistentIDs(rows) == [1, 3])
        #expect(rows.remove(id: 9) == nil)
        #expect(consistentIDs(rows) == [1, 3])
    }

    @Test("given unsorted rows, when sorted in place or as a copy, then the positions follow and the original copy stays")
    func sorting() {
        var rows = list([3, 1, 2])
        let copy = rows.sorted { $0.id > $1.id }
        #expect(consistentIDs(copy) == [3, 2, 1])
        #expect(consistentIDs(rows) == [3, 1, 2])
        rows.sort { $0.id < $1.id }
        #expect(consistentIDs(rows) == [1, 2, 3])
        let array: [Todo] = rows.sorted { $0.id > $1.id }  // Sequence's sorted(by:) still answers an array
        #expect(array.map(\.id) == [3, 2, 1])
    }

    @Test("given a list, when encoded, then it is a plain array of rows, and decodes back to an equal list")
    func codableAsPlainArray() throws {
        let rows = list([2, 1])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(rows)
        #expect(String(decoding: data, as: UTF8.self) == #"[{"id":2,"title":"t2"},{"id":1,"title":"t1"}]"#)
        let decoded = try JSONDecoder().decode(IdentifiedRows<Todo>.self, from: data)
        #expect(decoded == rows)
        #expect(consistentIDs(decoded) == [2, 1])
    }

    @Test("given an array with one id twice, when decoded, then it fails naming both positions and the id")
    func decodingRefusesDuplicateIDs() {
        let data = Data(#"[{"id":7,"title":"a"},{"id":8,"title":"b"},{"id":7,"title":"c"}]"#.utf8)
        #expect {
            try JSONDecoder().decode(IdentifiedRows<Todo>.self, from: data)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == "rows 0 and 2 have the same id 7; each row's id must be unique"
        }
    }
}
