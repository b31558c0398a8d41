import Reel

/// A request that is never answered: the work each child keeps in flight.
struct Hang: Request, Hashable {
    typealias Response = Int
    var key: Int
}

/// The child the composition benchmarks route to: it counts, and starts a request that stays in flight.
enum BenchChild: Scene {
    struct Model: Equatable, Sendable, Identifiable {
        var id: Int
        var count = 0
    }
    enum Msg: Equatable, Sendable, Codable { case bump, load, loaded(Int) }

    static func start(_ id: Int) -> (Model, Effect<Msg>) { (Model(id: id), .request(Hang(key: id), id: "load") { .loaded($0) }) }

    @inline(never)
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .bump: model.count &+= 1
        case .load: return .request(Hang(key: model.id)) { .loaded($0) }  // one more in flight
        case .loaded(let value): model.count &+= value
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

/// A plain child wired by hand, as Elm does it: the figure a composed child is compared with.
enum PlainParentBench: Scene {
    struct Model: Equatable, Sendable { var child = BenchChild.Model(id: 1) }
    enum Msg: Equatable, Sendable, Codable { case child(BenchChild.Msg) }

    static func start(_ input: Void) -> (Model, Effect<Msg>) {
        (Model(), BenchChild.start(1).1.map(scope: "child", Msg.child))
    }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .child(let msg):
            let effect = BenchChild.update(&model.child, msg)
            return effect.isNone ? .none : effect.map(scope: "child", Msg.child)
        }
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

/// One optional child through ``OptionalChild``.
enum DetailParentBench: Scene {
    struct Model: Equatable, Sendable { var detail: BenchChild.Model? }
    enum Msg: Equatable, Sendable, Codable { case detail(BenchChild.Msg), show }

    static let detail = OptionalChild<DetailParentBench, BenchChild>(\.detail, scope: "detail", Msg.detail) {
        if case .detail(let msg) = $0 { msg } else { nil }
    }
    static let children = Children<DetailParentBench>(detail)

    static func start(_ input: Void) -> (Model, Effect<Msg>) {
        var model = Model()
        let effect = detail.present(BenchChild.start(1), in: &model)
        return (model, effect)
    }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { children.update(&model, msg, parent: own) }
    static func subscriptions(_ model: Model) -> Subscriptions<Msg> { children.subscriptions(model) }

    static func own(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        if case .show = msg { return detail.present(BenchChild.start(1), in: &model) }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

/// Rows through ``ChildList``, each with a request in flight from its start.
enum RowsParentBench: Scene {
    struct Model: Equatable, Sendable { var rows: IdentifiedRows<BenchChild.Model> = [] }
    enum Msg: Equatable, Sendable, Codable { case row(id: Int, BenchChild.Msg), remove(Int) }

    static let rows = ChildList<RowsParentBench, BenchChild>(\.rows, scope: "rows", Msg.row) {
        if case .row(let id, let msg) = $0 { (id, msg) } else { nil }
    }
    static let children = Children<RowsParentBench>(rows)

    /// `count` rows, ids 1…count, each with its request in flight.
    static func start(_ count: Int) -> (Model, Effect<Msg>) {
        var model = Model()
        let effects = (1...max(1, count)).map { rows.append(BenchChild.start($0), in: &model) }
        return (model, .batch(effects))
    }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { children.update(&model, msg, parent: own) }
    static func subscriptions(_ model: Model) -> Subscriptions<Msg> { children.subscriptions(model) }

    static func own(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        if case .remove(let id) = msg { model.rows[id: id] = nil }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

/// Rows wired by hand, as an app without ``ChildList`` would: the row found by its id, its update
/// called, its effect put under its own scope. Nothing notices a row that leaves: the figure the
/// library's routing to a row is compared with, lookup for lookup.
enum HandRowsParentBench: Scene {
    struct Model: Equatable, Sendable { var rows: IdentifiedRows<BenchChild.Model> = [] }
    enum Msg: Equatable, Sendable, Codable { case row(id: Int, BenchChild.Msg) }

    /// `count` rows, ids 1…count, each with its request in flight.
    static func start(_ count: Int) -> (Model, Effect<Msg>) {
        var model = Model()
        let effects = (1...max(1, count)).map { id in
            let (row, effect) = BenchChild.start(id)
            model.rows.append(row)
            return effect.map(scope: EffectScope("rows/\(id)")) { Msg.row(id: id, $0) }
        }
        return (model, .batch(effects))
    }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .row(let id, let msg):
            guard let position = model.rows.index(id: id) else { return .none }
            let effect = BenchChild.update(&model.rows[position], msg)
            return effect.isNone ? .none : effect.map(scope: EffectScope("rows/\(id)")) { Msg.row(id: id, $0) }
        }
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

/// A stack of one screen type through ``ChildStack``; each pushed screen starts a request.
enum StackParentBench: Scene {
    enum Screen: SceneCases {
        case child(BenchChild.Model)
        enum Msg: Equatable, Sendable, Codable { case child(BenchChild.Msg) }
        mutating func update(_ msg: Msg) -> Effect<Msg>? {
            switch (self, msg) {
            case (.child(let model), .child(let msg)): BenchChild.update(model, msg, in: &self, as: Screen.child, Msg.child)
            }
        }
        func subscriptions() -> Subscriptions<Msg> { .none }
        var caseName: String { "child" }
    }
    struct Model: Equatable, Sendable {
        var stack = SceneStack<Screen>()
        var title = "Screens"
    }
    enum Msg: Equatable, Sendable, Codable { case screen(id: Int, Screen.Msg), push, pop }

    static let stack = ChildStack<StackParentBench, Screen>(\.stack, scope: "screen", Msg.screen) {
        if case .screen(let id, let msg) = $0 { (id, msg) } else { nil }
    }
    static let children = Children<StackParentBench>(stack)

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> { children.update(&model, msg, parent: own) }
    static func subscriptions(_ model: Model) -> Subscriptions<Msg> { children.subscriptions(model) }

    static func own(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .push: return stack.push(BenchChild.start(model.stack.nextID, as: Screen.child, Screen.Msg.child), in: &model)
        case .pop: model.stack.pop()
        case .screen: break
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}
