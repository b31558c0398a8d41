import ReelExampleSupport
import Reel

/// The share sheet, presented as a modal over an item's details: the item's link, and `close`,
/// which asks the coordinator to dismiss it.
public enum ShareSheet: AppScreen {
    /// What the sheet shares.
    public struct Input: Sendable {
        /// The backend, whose URL the link is on.
        public var api: API
        /// The item's id.
        public var itemID: String
        /// The item's name.
        public var name: String

        /// Creates an input.
        public init(api: API, itemID: String, name: String) {
            self.api = api
            self.itemID = itemID
            self.name = name
        }
    }

    /// The sheet's state: what it shares.
    public struct Model: Hashable, Sendable {
        /// The item's name.
        public var name: String
        /// The link to the item.
        public var link: String

        /// Creates a model.
        public init(name: String, link: String) {
            self.name = name
            self.link = link
        }
    }

    /// What happens on the sheet.
    public enum Msg: Hashable, Sendable, Codable {
        /// The user closed the sheet.
        case closeTapped
    }

    public static let name = "share"

    public static func title(of model: Model) -> String { "Share" }

    /// `share/ID?name=NAME`.
    public static func input(for route: AppRoute, in context: AppContext) -> Result<Input, RouteRefusal>? {
        let path = route.segments
        guard path.count == 2, path[0] == "share", !path[1].isEmpty else { return nil }
        return .success(Input(api: context.api, itemID: path[1], name: route.query["name"] ?? path[1]))
    }

    /// The route that presents the sheet for an item: `share/<id>?name=<name>`, both percent-encoded.
    public static func route(for item: ItemDetail) -> Route {
        Route("share/\(API.percentEncode(item.id))?name=\(API.percentEncode(item.name))")
    }

    public static func start(_ input: Input) -> (Model, Effect<Msg>) {
        (Model(name: input.name, link: input.api.url("items/" + API.percentEncode(input.itemID))), .none)
    }

    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .closeTapped: .navigate(.dismiss)
        }
    }

    /// The sheet says how to close itself; the app's status line shows the hint.
    public static func render(_ model: Model, hint: String, into frame: inout Frame) {
        let body = frame.bounds.inset(top: 0, left: 1, bottom: 0, right: 1)
        let used = frame.drawParagraph("Share \"\(model.name)\" with this link:", in: body.inset(bottom: 3))
        frame.draw(model.link, x: body.x, y: body.y + used + 1, width: body.width)
        frame.draw("close to dismiss", x: body.x, y: body.maxY - 1, width: body.width)
    }
}

extension ShareSheet {
    /// Every share sheet message.
    public static let messageSamples: [Msg] = [.closeTapped]
}
