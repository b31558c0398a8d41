import Reel

/// Items sorted by name; opening one asks the app to push its details.
public enum Catalog: Scene {
    public struct Model: Equatable, Sendable { public var items: [String] = [] }

    public enum Msg: Equatable, Sendable, Codable { case loaded([String]), opened(String) }

    public static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .loaded(let items):
            model.items = items.sorted()
            return .none
        case .opened(let item):
            return .navigate(.push(Route("catalog/item/\(item)")))
        }
    }

    public static func render(_ model: Model, into frame: inout Frame) {
        for (row, item) in model.items.enumerated() { frame.draw(item, x: 2, y: 1 + row) }
    }
}
