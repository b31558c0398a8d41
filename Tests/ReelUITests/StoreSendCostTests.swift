import Reel
import ReelUI
import Testing

@MainActor
@Suite("Store: a send compares only what is read now")
struct StoreSendCostTests {
    @Test("given a value read once and told of a change, when it is not read again, then it is compared no more; read again, it shows its value now and is followed again")
    func aToldValueNotReadAgainIsComparedNoMore() {
        let store = Store(Panel.self, input: ())
        let probe = Probe()
        let view = Reader()
        #expect(view.read { store[dynamicMember: probe.count] } == 0)
        store.send(.tapped)
        #expect(view.invalidations == 1)
        let evaluated = probe.evaluations
        for _ in 0..<5 { store.send(.tapped) }
        #expect(probe.evaluations == evaluated, "no reader is left: the value is not worked out after each update")

        let again = Reader()
        #expect(again.read { store[dynamicMember: probe.count] } == 6, "read again, it is seen as it is now")
        store.send(.queryChanged("m"))
        #expect(again.invalidations == 0)
        store.send(.tapped)
        #expect(again.invalidations == 1, "and followed again")
        #expect(view.invalidations == 1, "tracking is one-shot")
    }

    @Test("given rows read once as a list scrolls and each changed once, then later sends compare none of them; a row read again is followed again")
    func rowsScrolledPastAreComparedNoMore() {
        let store = Store(Panel.self, input: ())
        store.send(.rowsLoaded(50))
        let rows = store.scope(each: \.rows, Panel.Msg.row)
        let probe = Probe()
        let views = rows.map { row in
            let view = Reader()
            view.read { _ = row[dynamicMember: probe.rowDone] }
            return view
        }
        for row in rows { row.send(.toggled) }
        #expect(views.allSatisfy { $0.invalidations == 1 })
        let evaluated = probe.evaluations
        for row in rows { row.send(.renamed("again")) }
        #expect(probe.evaluations == evaluated, "no row is compared once its readers are gone")

        let view = Reader()
        #expect(view.read { rows[7][dynamicMember: probe.rowDone] } == true)
        rows[7].send(.toggled)
        #expect(view.invalidations == 1)
        #expect(rows[7].done == false)
    }
}

/// Computed values that count how often they are worked out: a store compares a computed value
/// by working it out after each update.
@MainActor
final class Probe {
    private let counter = Locked(0)

    /// How many times a value was worked out.
    var evaluations: Int { counter.withLock { $0 } }

    /// The panel's count, counted.
    var count: KeyPath<Panel.Model, Int> { \Panel.Model.[counted: Counted(counter)] }

    /// A row's done flag, counted.
    var rowDone: KeyPath<Panel.Row, Bool> { \Panel.Row.[counted: Counted(counter)] }
}

/// A counter that a key path can hold as its subscript's argument (all count as one).
struct Counted: Hashable, Sendable {
    let counter: Locked<Int>

    init(_ counter: Locked<Int>) { self.counter = counter }

    static func == (lhs: Counted, rhs: Counted) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

extension Panel.Model {
    subscript(counted counted: Counted) -> Int {
        counted.counter.withLock { $0 += 1 }
        return count
    }
}

extension Panel.Row {
    subscript(counted counted: Counted) -> Bool {
        counted.counter.withLock { $0 += 1 }
        return done
    }
}
