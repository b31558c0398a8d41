import Reel
import Testing

/// How the library tells which children left, along its fast paths: ids compared by blocks of
/// bits, a stack walked down from its top, a model field reached by its offset, and the fallbacks
/// beside them (ids that are not plain bits, a path that is a computed property).
@Suite("Children: which children left, along each path")
struct ChildDepartureTests {
    /// A parent of rows with ids of type `ID`, whose own update removes any of them.
    fileprivate enum Rows<ID: Hashable & Sendable & Codable & CustomStringConvertible>: Scene {
        struct Model: Equatable, Sendable { var rows: IdentifiedRows<Counted<ID>.Model> }
        enum Msg: Equatable, Sendable, Codable { case row(ID, Counted<ID>.Msg), keep([ID]) }

        static var children: Children<Rows> {
            Children(ChildList<Rows, Counted<ID>>(\.rows, scope: "rows", Msg.row) { if case .row(let id, let msg) = $0 { (id, msg) } else { nil } })
        }
        static func start(_ ids: [ID]) -> (Model, Effect<Msg>) { (Model(rows: IdentifiedRows(ids.map { Counted.Model(id: $0) })), .none) }
        static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
            children.update(&model, msg) { model, msg in
                if case .keep(let ids) = msg { model.rows.removeAll { !ids.contains($0.id) } }
                return .none
            }
        }
        static func render(_ model: Model, into frame: inout Frame) {}
    }

    /// Removes every id not in `kept` from a list of `ids` and returns the scopes cancelled.
    func cancelled<ID: Hashable & Sendable & Codable & CustomStringConvertible>(_ ids: [ID], keeping kept: [ID]) -> [EffectScope] {
        var model = Rows<ID>.start(ids).0
        let effect = Rows<ID>.update(&model, .keep(kept))
        #expect(model.rows.ids == kept)
        return effect.commands.compactMap { if case .cancelScope(let scope) = $0 { scope } else { nil } }
    }

    @Test("given 200 rows with Int ids, when rows leave at the head, the middle, the tail or all at once, then exactly those are cancelled, in list order")
    func plainBitsIDs() {
        let ids = Array(1...200)
        let cases: [[Int]] = [
            Array(2...200), Array(1...199), Array(1...99) + Array(101...200),
            Array(1...40) + Array(45...150) + Array(152...200), [100], [],
        ]
        for kept in cases {
            let gone = ids.filter { !kept.contains($0) }
            #expect(cancelled(ids, keeping: kept) == gone.map { EffectScope("rows/\($0)") })
        }
        #expect(cancelled(ids, keeping: ids).isEmpty)
    }

    @Test("given 100 rows with String ids, when rows leave, then exactly those are cancelled")
    func stringIDs() {
        let ids = (1...100).map { "row-\($0)" }
        let kept = ids.filter { $0 != "row-1" && $0 != "row-64" && $0 != "row-100" }
        #expect(cancelled(ids, keeping: kept) == [EffectScope("rows/row-1"), "rows/row-64", "rows/row-100"])
    }

    /// A parent whose child lives behind a computed property: a path with no offset.
    fileprivate enum Hidden: Scene {
        struct Model: Equatable, Sendable {
            var boxes: [Loader.Model?] = [nil]
            var detail: Loader.Model? {
                get { boxes[0] }
                set { boxes[0] = newValue }
            }
        }
        enum Msg: Equatable, Sendable, Codable { case detail(Loader.Msg), show, hide }
        static let detail = OptionalChild<Hidden, Loader>(\.detail, scope: "detail", Msg.detail) {
            if case .detail(let msg) = $0 { msg } else { nil }
        }
        static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }
        static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
            Children<Hidden>(detail).update(&model, msg) { model, msg in
                switch msg {
                case .show: return detail.present(Loader.start(7), in: &model)
                case .hide: model.detail = nil
                case .detail: break
                }
                return .none
            }
        }
        static func subscriptions(_ model: Model) -> Subscriptions<Msg> { Children<Hidden>(detail).subscriptions(model) }
        static func render(_ model: Model, into frame: inout Frame) {}
    }

    @Test("given a child behind a computed property, when it is sent a message and then hidden, then it is routed, subscribed and stopped as a stored one")
    func computedPath() {
        #expect(MemoryLayout<Hidden.Model>.offset(of: \Hidden.Model.detail) == nil, "the path this test is about")
        var model = Hidden.start(()).0
        _ = Hidden.update(&model, .show)
        _ = Hidden.update(&model, .detail(.start))
        #expect(model.detail?.running == true)
        #expect(Hidden.subscriptions(model).all.map(\.id) == ["detail/tick"])
        #expect(Hidden.update(&model, .hide).commands == [.cancelScope("detail")])
        #expect(Hidden.update(&model, .detail(.start)).isDropped && model.detail == nil)
    }

    @Test("given a stack of six screens, when it pops to the second, replaces its top and pops again, then the screens that left are cancelled top first, and only they")
    func stackDepartures() {
        var model = Family.Model()
        for id in 1...6 { _ = Family.update(&model, .pushLoader(id)) }
        #expect(model.stack.map(\.id) == [1, 2, 3, 4, 5, 6])
        let toSecond = Family.children.update(&model, .pop) { model, _ in
            model.stack.pop(to: 2)
            return .none
        }
        #expect(toSecond.commands == [.cancelScope("screen/6"), .cancelScope("screen/5"), .cancelScope("screen/4"), .cancelScope("screen/3")])
        #expect(model.stack.map(\.id) == [1, 2])
        #expect(Family.update(&model, .replaceTop(9)).commands == [.cancelScope("screen/2")])
        #expect(model.stack.map(\.id) == [1, 7])
        #expect(Family.update(&model, .pop).commands == [.cancelScope("screen/7")])
        #expect(Family.update(&model, .pop).commands == [.cancelScope("screen/1")])
        #expect(Family.update(&model, .pop).isNone)
    }
}

/// A row that counts, with an id of any type (the rows of the departure tests).
enum Counted<ID: Hashable & Sendable & Codable>: Scene {
    struct Model: Equatable, Sendable, Identifiable {
        var id: ID
        var count = 0
    }
    enum Msg: Equatable, Sendable, Codable { case bump }
    static func start(_ id: ID) -> (Model, Effect<Msg>) { (Model(id: id), .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        model.count += 1
        return .none
    }
    static func render(_ model: Model, into frame: inout Frame) {}
}
