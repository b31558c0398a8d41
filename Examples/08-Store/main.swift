/// Rung 8 of the ladder: a scene in a `Store`, observed the way SwiftUI observes it.
///
/// ReelUI's `Store` runs a scene for an app's UI, on the main actor: `store.send(msg)` applies the
/// message before it returns, and `store.query` reads a value of the model by key path. A read
/// registers with Apple's `Observation` module, as an `@Observable` object's does, so SwiftUI's own
/// tracking works unchanged: a view's body runs inside `withObservationTracking`, and its
/// `onChange` is told once, at the first change to anything the body read. After each update the
/// store compares only the values that were read, each with the value seen last, and tells only
/// the readers of those that differ: a view that read `query` is not invalidated when `items`
/// change. This program plays SwiftUI's part with `withObservationTracking` itself, so it runs
/// wherever the toolchain's Observation module does, Linux included.
import Observation
import Reel
import ReelUI

enum Basket: Scene {
    struct Model: Equatable, Sendable {
        var query = ""
        var items: [String] = []
    }

    enum Msg: Equatable, Sendable, Codable { case typed(String), addTapped }

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .typed(let text):
            model.query = text
        case .addTapped where !model.query.isEmpty && !model.items.contains(model.query):
            model.items.append(model.query)
            model.query = ""
        case .addTapped:
            break  // nothing typed, or already in the basket: nothing changes
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {
        frame.draw("> \(model.query)", x: 0, y: 0)
        frame.draw(model.items.joined(separator: ", "), x: 0, y: 1)
    }
}

/// A view, as SwiftUI sees one: a body that reads the store, run under observation tracking; a
/// change to what it read marks it invalid, and it renders again (reading, and so tracking, anew).
@MainActor
final class View {
    let name: String
    private let body: () -> String
    private(set) var invalidated = false
    /// What each render showed, in order.
    private(set) var shown: [String] = []

    init(_ name: String, body: @escaping () -> String) {
        self.name = name
        self.body = body
    }

    /// Runs the body, tracking what it reads: the next change to any of it calls `onChange`, once.
    @discardableResult
    func render() -> String {
        invalidated = false
        let text = withObservationTracking(body) { [weak self] in
            MainActor.assumeIsolated { self?.invalidated = true }  // a store tells its readers on the main actor
        }
        shown.append(text)
        return text
    }
}

/// Sends a message, then renders again the views it invalidated, as SwiftUI does after a change.
@MainActor
func send(_ msg: Basket.Msg, to store: StoreOf<Basket>, views: [View]) {
    store.send(msg)  // applied before `send` returns; the readers of what changed are told during it
    let invalid = views.filter(\.invalidated)
    let told = invalid.isEmpty ? "no view is invalidated" : invalid.map(\.name).joined(separator: ", ") + " invalidated"
    print("send \(msg): \(told)")
    for view in invalid { print("  \(view.name) renders: \(view.render())") }
}

let store = Store(Basket.self, input: ())
let field = View("field") { "\"\(store.query)\"" }  // a text field: reads the query only
let list = View("list") { "\(store.items)" }  // the basket's rows: read the items only
let views = [field, list]
for view in views { print("\(view.name) renders: \(view.render())") }

send(.typed("milk"), to: store, views: views)  // the query changes, the items do not
send(.addTapped, to: store, views: views)  // both change
send(.typed("eggs"), to: store, views: views)
send(.typed("eggs"), to: store, views: views)  // the same text: the query is equal, so nobody is told
send(.typed("milk"), to: store, views: views)
send(.addTapped, to: store, views: views)  // milk is already there: nothing changes
