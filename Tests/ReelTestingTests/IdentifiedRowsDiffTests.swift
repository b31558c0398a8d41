import Reel
import ReelLog
@testable import ReelTesting
import Testing

private struct Todo: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
    var done = false
}

private struct Board: Equatable, Sendable {
    var name = "board"
    var rows: IdentifiedRows<Todo> = []
}

/// A board whose one message marks a row done.
private enum BoardScene: Scene {
    typealias Model = Board
    enum Msg: Equatable, Sendable, Codable { case finish(Int) }

    static func start(_ input: Void) -> (Model, Effect<Msg>) {
        (Board(rows: [Todo(id: 7, title: "a"), Todo(id: 8, title: "b")]), .none)
    }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        if case .finish(let id) = msg { model.rows[id: id]?.done = true }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

@Suite("ValueDiff: a list of rows with ids is shown by id, not by its storage")
struct IdentifiedRowsDiffTests {
    private func diff<T>(_ expected: T, _ actual: T) -> [String] {
        ValueDiff.lines(expected: expected, actual: actual).map(ValueDiff.render)
    }

    private func board(_ rows: [Todo]) -> Board { Board(rows: IdentifiedRows(rows)) }

    @Test("given one row's field changed, when diffed, then the line names the row by id and the field")
    func changedRowByID() {
        let before = board([Todo(id: 41, title: "x"), Todo(id: 42, title: "a")])
        var after = before
        after.rows[id: 42]?.title = "b"
        #expect(diff(before, after) == [
            #"rows[id: 42].title: "a" → "b""#,
            "⋯ 2 unchanged fields of rows[id: 42]",
            "⋯ 1 unchanged element of rows",
            "⋯ 1 unchanged field",
        ])
    }

    @Test("given a row added and one removed, when diffed, then each is one line by id, whatever the positions")
    func addedAndRemovedByID() {
        let before = board([Todo(id: 1, title: "a"), Todo(id: 2, title: "b")])
        var after = before
        after.rows.remove(id: 1)
        after.rows.append(Todo(id: 3, title: "c"))
        #expect(diff(before.rows, after.rows) == [
            #"[id: 1]: removed Todo(id: 1, title: "a", done: false)"#,
            #"[id: 3]: added Todo(id: 3, title: "c", done: false)"#,
            "⋯ 1 unchanged element",
        ])
    }

    @Test("given the same rows in another order, when diffed, then the change is the order of the ids")
    func reorderedShowsIDs() {
        let before = board([Todo(id: 1, title: "a"), Todo(id: 2, title: "b"), Todo(id: 3, title: "c")])
        var after = before
        after.rows.move(fromOffsets: [2], toOffset: 0)
        #expect(diff(before, after) == ["rows.ids: [1, 2, 3] → [3, 1, 2]", "⋯ 3 unchanged elements of rows", "⋯ 1 unchanged field"])
    }

    @Test("given a tester told the wrong row changes, when the model differs, then its failure names the rows by id")
    func testerFailureNamesRowsByID() {
        let log = FailureLog()
        do {
            let t = SceneTester<BoardScene>(input: (), reporter: log.reporter)
            t.send(.finish(8)) { $0.rows[id: 7]?.done = true }
        }
        #expect(log.failures.count == 1)
        #expect(log.failures.first?.contains("rows[id: 7].done: true → false") == true)
        #expect(log.failures.first?.contains("rows[id: 8].done: false → true") == true)
        #expect(log.failures.first?.contains("rows.rows") == false)
    }

    @Test("given a whole list summarised, then it prints its rows as an array does, not its storage")
    func summaryShowsRows() {
        let rows: IdentifiedRows<Todo> = [Todo(id: 1, title: "a")]
        #expect(ValueSummary.line(rows) == ValueSummary.line([Todo(id: 1, title: "a")]))
    }
}
