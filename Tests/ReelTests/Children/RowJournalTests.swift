import Reel
import Testing

/// Which rows left an update, told from the list's journal of edits rather than from ids held
/// across it: every kind of edit, alone and mixed, gives exactly the rows that were there before
/// and are not after, in the order they stood — the same whether the list was its model's alone
/// (the journal) or shared with a copy (the ids held), as a tester keeps it.
@Suite("Children: the rows that left, from the list's journal")
struct RowJournalTests {
    /// An edit a parent's own update makes to its list.
    enum Edit: Equatable, Sendable, Codable {
        case remove(Int), append(Int), insert(Int, at: Int), removeAt(Int)
        case sortDescending, moveFirstToEnd, keepEven, replace([Int]), save, restore, dropSaved
    }

    /// A parent of rows whose own update plays a script of edits.
    enum Editor: Scene {
        struct Model: Equatable, Sendable {
            var rows: IdentifiedRows<Row.Model>
            var saved: IdentifiedRows<Row.Model>?
        }
        enum Msg: Equatable, Sendable, Codable { case row(Int, Row.Msg), edit([Edit]) }

        static let children = Children<Editor>(
            ChildList<Editor, Row>(\.rows, scope: "rows", Msg.row) {
                if case .row(let id, let msg) = $0 { (id, msg) } else { nil }
            })

        static func start(_ ids: [Int]) -> (Model, Effect<Msg>) {
            (Model(rows: IdentifiedRows(ids.map { Row.Model(id: $0) })), .none)
        }
        static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
            children.update(&model, msg) { model, msg in
                if case .edit(let edits) = msg { for edit in edits { apply(edit, to: &model) } }
                return .none
            }
        }
        static func render(_ model: Model, into frame: inout Frame) {}

        static func apply(_ edit: Edit, to model: inout Model) {
            switch edit {
            case .remove(let id): model.rows[id: id] = nil
            case .append(let id): model.rows.append(Row.Model(id: id))
            case .insert(let id, let position): model.rows.insert(Row.Model(id: id), at: min(position, model.rows.count))
            case .removeAt(let position): if !model.rows.isEmpty { model.rows.remove(at: position % model.rows.count) }
            case .sortDescending: model.rows.sort { $0.id > $1.id }
            case .moveFirstToEnd: if !model.rows.isEmpty { model.rows.move(fromOffsets: [0], toOffset: model.rows.count) }
            case .keepEven: model.rows.removeAll { $0.id % 2 != 0 }
            case .replace(let ids): model.rows = IdentifiedRows(ids.map { Row.Model(id: $0) })
            case .save: model.saved = model.rows
            case .restore: if let saved = model.saved { model.rows = saved }
            case .dropSaved: model.saved = nil
            }
        }
    }

    typealias Row = Counted<Int>

    /// Plays `edits` over rows with `ids` (and a saved copy of them, when `saved`) twice: once with
    /// each list its model's alone, as in a running program, where the journal tells; once with
    /// the model's lists shared with a copy held across the update, as a tester holds it, where
    /// the ids held tell. Both must cancel exactly the rows that left, in the order they stood.
    func check(_ edits: [Edit], ids: [Int], saved: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        func model(sharing: Bool) -> Editor.Model {
            var model = Editor.start(ids).0
            // A saved copy shares the list's index only when `sharing`; else it is an equal list of its own.
            if saved { model.saved = sharing ? model.rows : IdentifiedRows(Array(model.rows)) }
            return model
        }
        var expected = model(sharing: false)
        for edit in edits { Editor.apply(edit, to: &expected) }
        let gone = ids.filter { expected.rows.index(id: $0) == nil }
            .map { Command<Editor.Msg>.cancelScope(EffectScope("rows/\($0)")) }

        var alone = model(sharing: false)
        let journaled = Editor.update(&alone, .edit(edits)).commands
        var shared = model(sharing: true)
        let held = shared
        let compared = Editor.update(&shared, .edit(edits)).commands

        #expect(alone.rows.ids == expected.rows.ids, sourceLocation: sourceLocation)
        #expect(journaled == gone, "edits \(edits)", sourceLocation: sourceLocation)
        #expect(compared == gone, "edits \(edits)", sourceLocation: sourceLocation)
        #expect(held.rows.ids == ids, "the copy held is unchanged", sourceLocation: sourceLocation)
    }

    @Test("given rows, when one edit is made of each kind, then exactly the rows that left are cancelled")
    func eachEdit() {
        for edit: Edit in [
            .remove(3), .remove(8), .remove(42), .append(9), .insert(0, at: 0), .removeAt(0), .removeAt(7),
            .sortDescending, .moveFirstToEnd, .keepEven, .replace([2, 4, 10]), .replace([]), .save, .restore,
        ] {
            check([edit], ids: Array(1...8))
            check([edit], ids: Array(1...8), saved: true)
        }
    }

    @Test("given rows, when edits are mixed in one update, then the rows that left are cancelled in the order they stood")
    func mixedEdits() {
        let ids = Array(1...8)
        check([.remove(6), .remove(2)], ids: ids)
        check([.remove(4), .append(4)], ids: ids)  // left and came back: stays
        check([.append(20), .remove(20)], ids: ids)  // came and left: was never there
        check([.insert(30, at: 2), .remove(1), .sortDescending, .remove(5)], ids: ids)
        check([.remove(7), .replace([1, 2, 3])], ids: ids)  // changed in place, then replaced
        check([.remove(1), .save, .remove(2), .remove(3)], ids: ids)  // copied away, then changed
        check([.save, .replace([]), .restore, .remove(8)], ids: ids)
        check([.remove(5), .save, .replace([99]), .dropSaved], ids: ids)
    }

    @Test("given 300 scripts of random edits over random lists, when each is played, then the journal tells exactly what holding the ids tells")
    func randomScripts() {
        var random = SplitMix64(seed: 32)
        for _ in 0..<300 {
            let ids = Array(Set((0..<random.next(12)).map { _ in random.next(16) })).sorted()
            let saved = random.next(3) == 0
            let edits = (0..<1 + random.next(5)).map { _ -> Edit in
                switch random.next(11) {
                case 0: .remove(random.next(16))
                case 1: .append(random.next(20))
                case 2: .insert(random.next(20), at: random.next(12))
                case 3: .removeAt(random.next(12))
                case 4: .sortDescending
                case 5: .moveFirstToEnd
                case 6: .keepEven
                case 7: .replace((0..<random.next(6)).map { _ in random.next(16) })
                case 8: .save
                case 9: .restore
                default: .dropSaved
                }
            }
            check(edits, ids: ids, saved: saved)
        }
    }

    @Test("given a program with 1,000 rows, when the last row is removed, then its ids are changed in place, not copied")
    func removalKeepsTheIdsInPlace() {
        let program = Program<Editor>(input: Array(1...1_000), services: Services(timers: VirtualClock(), seed: 0))
        #expect(program.waitUntilDrained(timeout: .seconds(10)))
        let before = program.model.rows.ids.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        program.send(.edit([.remove(1_000)]))
        #expect(program.waitUntilDrained(timeout: .seconds(10)))
        let after = program.model.rows.ids.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        #expect(program.model.rows.count == 999)
        #expect(after == before)
    }
}

extension SplitMix64 {
    /// A number in `0..<bound`, the same on every machine.
    mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
