import Foundation
import Reel

/// A request the child scenes make: answered by the test (or by a handler on the virtual clock).
struct Fetch: Request, Hashable {
    typealias Response = String
    var key: String
}

/// A source the child scenes follow.
struct Lines: SubscriptionSource, Hashable {
    typealias Event = String
    var url: String
}

/// The child of every kind: fetches, rings a timer, ticks while running, follows a feed.
enum Loader: Scene {
    struct Model: Equatable, Sendable, Identifiable {
        var id: Int
        var fetched: [String] = []
        var rings = 0
        var ticks = 0
        var running = false
        var feed: String?
        var lines: [String] = []
    }

    enum Msg: Equatable, Sendable, Codable {
        case fetch(String), fetched(String), wait, rang, start, ticked(Date), follow(String), line(String), close
    }

    /// The ids the child itself uses: the same in every instance.
    static let fetchID: EffectID = "fetch"
    static let bellID: EffectID = "bell"

    static func start(_ id: Int) -> (Model, Effect<Msg>) { (Model(id: id), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .fetch(let key): return .request(Fetch(key: key), id: fetchID) { .fetched($0) }
        case .fetched(let value): model.fetched.append(value)
        case .wait: return .after(.seconds(1), send: .rang, id: bellID)
        case .rang: model.rings += 1
        case .start: model.running = true
        case .ticked: model.ticks += 1
        case .follow(let url): model.feed = url
        case .line(let line): model.lines.append(line)
        case .close: break  // the parent reacts
        }
        return .none
    }

    static func subscriptions(_ model: Model) -> Subscriptions<Msg> {
        .batch([
            model.running ? .every(.milliseconds(100), id: "tick") { .ticked($0) } : .none,
            model.feed.map { .source(Lines(url: $0), id: "feed") { .line($0) } } ?? .none,
        ])
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}

/// A second scene type, for stacks and destinations of more than one type.
enum Label: Scene {
    typealias Model = String
    enum Msg: Equatable, Sendable, Codable { case rename(String) }
    static func start(_ text: String) -> (Model, Effect<Msg>) { (text, .none) }
    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        if case .rename(let text) = msg { model = text }
        return .none
    }
    static func render(_ model: Model, into frame: inout Frame) {}
}

/// The screens of ``Family``'s stack, and its destinations: two scene types.
enum Screen: SceneCases {
    case loader(Loader.Model)
    case label(Label.Model)

    enum Msg: Equatable, Sendable, Codable {
        case loader(Loader.Msg)
        case label(Label.Msg)
    }

    static let scenes = [SceneCase(Loader.self, Screen.loader, Msg.loader), SceneCase(Label.self, Screen.label, Msg.label)]
}

/// A parent with all four kinds of children, wired by the library: its own update knows nothing
/// of routing, scopes or cancelling.
enum Family: Scene {
    struct Model: Equatable, Sendable {
        var detail: Loader.Model?
        var rows: IdentifiedRows<Loader.Model> = []
        var stack = SceneStack<Screen>()
        var destination: Screen?
    }

    enum Msg: Equatable, Sendable, Codable {
        case detail(Loader.Msg)
        case row(id: Int, Loader.Msg)
        case screen(id: Int, Screen.Msg)
        case destination(Screen.Msg)
        case showDetail(Int), dismissDetail
        case addRow(Int), removeRow(Int)
        case pushLoader(Int), pushLabel(String), pop, popToRoot, replaceTop(Int)
        case showSheet(Int), showAlert(String), dismiss
    }

    static let detailChild = OptionalChild<Family, Loader>(\.detail, scope: "detail", Msg.detail)
    static let rowChildren = ChildList<Family, Loader>(\.rows, scope: "rows", Msg.row)
    static let screenStack = ChildStack<Family, Screen>(\.stack, scope: "screen", Msg.screen)
    static let destinations = ChildDestination<Family, Screen>(\.destination, scope: "destination", Msg.destination)
    static let children = Children<Family>(detailChild, rowChildren, screenStack, destinations)

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        children.update(&model, msg, parent: own)
    }

    static func subscriptions(_ model: Model) -> Subscriptions<Msg> { children.subscriptions(model) }

    /// The parent's own update: it adds and removes children, and nothing else.
    static func own(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .detail(.close), .dismissDetail: model.detail = nil
        case .showDetail(let id): return detailChild.present(Loader.start(id), in: &model)
        case .addRow(let id): return rowChildren.append(Loader.start(id), in: &model)
        case .removeRow(let id): model.rows[id: id] = nil
        case .pushLoader(let id): return screenStack.push(Loader.start(id, as: Screen.loader, Screen.Msg.loader), in: &model)
        case .pushLabel(let text): return screenStack.push(Label.start(text, as: Screen.label, Screen.Msg.label), in: &model)
        case .pop: model.stack.pop()
        case .popToRoot: model.stack.popToRoot()
        case .replaceTop(let id):
            return screenStack.replaceTop(with: Loader.start(id, as: Screen.loader, Screen.Msg.loader), in: &model)
        case .showSheet(let id):
            return destinations.present(Loader.start(id, as: Screen.loader, Screen.Msg.loader), in: &model)
        case .showAlert(let text):
            return destinations.present(Label.start(text, as: Screen.label, Screen.Msg.label), in: &model)
        case .dismiss: model.destination = nil
        case .detail, .row, .screen, .destination: break
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}
