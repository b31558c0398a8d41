import Foundation
import Reel

/// A child that starts fetching its own key and, when running, ticks every 100 ms: what a
/// predecessor leaves in flight for a successor in its place to wrongly receive.
enum Fetcher: Scene {
    struct Model: Equatable, Sendable, Identifiable {
        var id: String
        var fetched: [String] = []
        var ticks = 0
        var running = false
    }

    enum Msg: Equatable, Sendable, Codable { case fetched(String), ticked, close }

    /// The fetch of one key, with an id of that key's: a successor fetching another key does not
    /// replace its predecessor's fetch (latest wins), which runs on unless the library stops it.
    static func fetch(_ key: String) -> Effect<Msg> { .request(Fetch(key: key), id: EffectID("fetch-\(key)")) { .fetched($0) } }

    /// A child with this id, fetching it at once; ticking when `running`.
    static func start(_ input: (id: String, running: Bool)) -> (Model, Effect<Msg>) {
        (Model(id: input.id, running: input.running), fetch(input.id))
    }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .fetched(let value): model.fetched.append(value)
        case .ticked: model.ticks += 1
        case .close: break  // the parent reacts
        }
        return .none
    }

    static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        model.running ? .every(.milliseconds(100), id: "tick") { _ in .ticked } : .none
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

/// The screens and destinations of ``Arrivals``: a fetcher or a label.
enum Pane: SceneCases {
    case fetcher(Fetcher.Model)
    case label(Label.Model)

    enum Msg: Equatable, Sendable, Codable {
        case fetcher(Fetcher.Msg)
        case label(Label.Msg)
    }

    mutating func update(_ msg: Msg) -> Effect<Msg>? {
        switch (self, msg) {
        case (.fetcher(let model), .fetcher(let msg)): Fetcher.update(model, msg, in: &self, as: Pane.fetcher, Msg.fetcher)
        case (.label(let model), .label(let msg)): Label.update(model, msg, in: &self, as: Pane.label, Msg.label)
        default: nil
        }
    }

    func subscriptions() -> Subscriptions<Msg> {
        switch self {
        case .fetcher(let model): Fetcher.subscriptions(model, Msg.fetcher)
        case .label(let model): Label.subscriptions(model, Msg.label)
        }
    }

    static func fetching(_ id: String, running: Bool = false) -> (Pane, Effect<Msg>) {
        Fetcher.start((id, running), as: Pane.fetcher, Msg.fetcher)
    }
}

/// A parent whose own update replaces children in every way the library must see through:
/// dismissed and presented again in one update, a destination bounced away and back, a stack
/// made anew, a row added and removed at once, rows whose ids hold `/`.
enum Arrivals: Scene {
    struct Model: Equatable, Sendable {
        var detail: Fetcher.Model?
        var rows: IdentifiedRows<Fetcher.Model> = []
        var stack = SceneStack<Pane>()
        var destination: Pane?
    }

    enum Msg: Equatable, Sendable, Codable {
        case detail(Fetcher.Msg)
        case row(id: String, Fetcher.Msg)
        case screen(id: Int, Pane.Msg)
        case destination(Pane.Msg)
        case showDetail(String, running: Bool), reshowDetail(String, running: Bool)
        case addRow(String), removeRow(String), flashRow(String)
        case push(String), resetStack(String)
        case showSheet(String), bounceToAlertAndBack(String)
    }

    static let detail = OptionalChild<Arrivals, Fetcher>(\.detail, scope: "detail", Msg.detail) {
        if case .detail(let msg) = $0 { msg } else { nil }
    }
    static let rows = ChildList<Arrivals, Fetcher>(\.rows, scope: "rows", Msg.row) {
        if case .row(let id, let msg) = $0 { (id, msg) } else { nil }
    }
    static let stack = ChildStack<Arrivals, Pane>(\.stack, scope: "screen", Msg.screen) {
        if case .screen(let id, let msg) = $0 { (id, msg) } else { nil }
    }
    static let destination = ChildDestination<Arrivals, Pane>(\.destination, scope: "destination", Msg.destination) {
        if case .destination(let msg) = $0 { msg } else { nil }
    }
    static let children = Children<Arrivals>(detail, rows, stack, destination)

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        children.update(&model, msg, parent: own)
    }

    static func subscriptions(_ model: Model) -> Subscriptions<Msg> { children.subscriptions(model) }

    static func own(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .showDetail(let id, let running):
            return detail.present(Fetcher.start((id, running)), in: &model)
        case .reshowDetail(let id, let running):
            model.detail = nil
            return detail.present(Fetcher.start((id, running)), in: &model)
        case .addRow(let id): return rows.append(Fetcher.start((id, false)), in: &model)
        case .removeRow(let id): model.rows[id: id] = nil
        case .flashRow(let id):
            let effect = rows.append(Fetcher.start((id, false)), in: &model)
            model.rows[id: id] = nil
            return effect
        case .push(let id): return stack.push(Pane.fetching(id), in: &model)
        case .resetStack(let id):
            model.stack = SceneStack()
            return stack.push(Pane.fetching(id), in: &model)
        case .showSheet(let id): return destination.present(Pane.fetching(id), in: &model)
        case .bounceToAlertAndBack(let id):
            return .batch([
                destination.present(Label.start("sure?", as: Pane.label, Pane.Msg.label), in: &model),
                destination.present(Pane.fetching(id), in: &model),
            ])
        case .detail, .row, .screen, .destination: break
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

/// A card holding a stack of screens, whose parent closes it when a screen says `close` and no
/// screen is left.
enum Card: Scene {
    struct Model: Equatable, Sendable { var stack = SceneStack<Pane>() }
    enum Msg: Equatable, Sendable, Codable { case screen(id: Int, Pane.Msg), push(String), clear }
    static let stack = ChildStack<Card, Pane>(\.stack, scope: "screen", Msg.screen) {
        if case .screen(let id, let msg) = $0 { (id, msg) } else { nil }
    }
    static let children = Children<Card>(stack)
    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        children.update(&model, msg) { model, msg in
            switch msg {
            case .push(let id): return stack.push(Pane.fetching(id), in: &model)
            case .screen(let id, .fetcher(.close)) where model.stack.top?.id == id: model.stack.pop()
            case .clear: while model.stack.pop() != nil {}
            case .screen: break
            }
            return .none
        }
    }
    static func subscriptions(_ model: Model) -> Subscriptions<Msg> { children.subscriptions(model) }
    static func render(_ model: Model, into frame: inout Frame) {}
}

/// A deck with one card: a close from the card's last screen closes the card itself.
enum Deck: Scene {
    struct Model: Equatable, Sendable { var card: Card.Model? = Card.Model() }
    enum Msg: Equatable, Sendable, Codable { case card(Card.Msg) }
    static let card = OptionalChild<Deck, Card>(\.card, scope: "card", Msg.card) {
        if case .card(let msg) = $0 { msg } else { nil }
    }
    static let children = Children<Deck>(card)
    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        children.update(&model, msg) { model, msg in
            if case .card(.screen(_, .fetcher(.close))) = msg, model.card?.stack.isEmpty == true { model.card = nil }
            return .none
        }
    }
    static func subscriptions(_ model: Model) -> Subscriptions<Msg> { children.subscriptions(model) }
    static func render(_ model: Model, into frame: inout Frame) {}
}
