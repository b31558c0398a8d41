import Reel
import ReelUI

/// A parent scene for the presentation tests: a detail presented as an optional child, a
/// destination (a note or a tag) over a `SceneCases` enum, a navigation stack of pages, and an
/// alert, all driven by the library's children.
enum Harbor: Scene {
    /// A page: a title and a count its own messages change.
    enum Page: Scene {
        struct Model: Equatable, Sendable {
            var title: String
            var taps = 0
        }

        enum Msg: Equatable, Sendable {
            case tapped
        }

        static func start(_ title: String) -> (Model, Effect<Msg>) { (Model(title: title), .none) }

        static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
            model.taps += 1
            return .none
        }

        static func render(_ model: Model, into frame: inout Frame) { frame.draw(model.title, x: 0, y: 0) }
    }

    /// Where the harbor may go, one at a time: a note or a tag, both pages.
    enum Destination: SceneCases {
        case note(Page.Model)
        case tag(Page.Model)

        enum Msg: Equatable, Sendable {
            case note(Page.Msg)
            case tag(Page.Msg)
        }

        /// The note, while the destination is one.
        var note: Page.Model? { if case .note(let model) = self { model } else { nil } }
        /// The tag, while the destination is one.
        var tag: Page.Model? { if case .tag(let model) = self { model } else { nil } }

        mutating func update(_ msg: Msg) -> Effect<Msg>? {
            switch (self, msg) {
            case (.note(let model), .note(let msg)): Page.update(model, msg, in: &self, as: Destination.note, Msg.note)
            case (.tag(let model), .tag(let msg)): Page.update(model, msg, in: &self, as: Destination.tag, Msg.tag)
            default: nil
            }
        }

        func subscriptions() -> Subscriptions<Msg> { .none }
    }

    /// The screens of the stack: pages only.
    enum Screen: SceneCases {
        case page(Page.Model)

        enum Msg: Equatable, Sendable {
            case page(Page.Msg)
        }

        /// The page.
        var page: Page.Model? { if case .page(let model) = self { model } else { nil } }

        mutating func update(_ msg: Msg) -> Effect<Msg>? {
            switch (self, msg) {
            case (.page(let model), .page(let msg)): Page.update(model, msg, in: &self, as: Screen.page, Msg.page)
            }
        }

        func subscriptions() -> Subscriptions<Msg> { .none }
    }

    enum AlertAction: Equatable, Sendable {
        case deleteConfirmed
        case kept
    }

    struct Model: Equatable, Sendable {
        var detail: Page.Model?
        var destination: Destination?
        var stack = SceneStack<Screen>()
        var alert: AlertState<AlertAction>?
        var deleted = false
        /// The messages the harbor applied itself, by name, in order.
        var applied: [String] = []
    }

    enum Msg: Equatable, Sendable {
        case detailOpened(String)
        case detailDismissed
        case detail(Page.Msg)
        case noteOpened(String)
        case tagOpened(String)
        case destinationDismissed
        case destination(Destination.Msg)
        case pushed(String)
        case poppedTo(Int?)
        case screen(Int, Screen.Msg)
        case deleteTapped
        case alert(AlertAction)
        case alertDismissed
    }

    static let detail = OptionalChild<Harbor, Page>(\.detail, scope: "detail", Msg.detail) {
        if case .detail(let msg) = $0 { msg } else { nil }
    }
    static let destination = ChildDestination<Harbor, Destination>(\.destination, scope: "destination", Msg.destination) {
        if case .destination(let msg) = $0 { msg } else { nil }
    }
    static let stack = ChildStack<Harbor, Screen>(\.stack, scope: "screen", Msg.screen) {
        if case .screen(let id, let msg) = $0 { (id, msg) } else { nil }
    }
    static let children = Children<Harbor>(detail, destination, stack)

    static func start(_ input: Void) -> (Model, Effect<Msg>) { (Model(), .none) }

    static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        children.update(&model, msg, parent: own)
    }

    private static func own(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .detailOpened(let title):
            model.applied.append("detailOpened")
            return detail.present(Page.start(title), in: &model)
        case .detailDismissed:
            model.applied.append("detailDismissed")
            model.detail = nil
        case .noteOpened(let title):
            return destination.present(Page.start(title, as: Destination.note, Destination.Msg.note), in: &model)
        case .tagOpened(let title):
            return destination.present(Page.start(title, as: Destination.tag, Destination.Msg.tag), in: &model)
        case .destinationDismissed:
            model.applied.append("destinationDismissed")
            model.destination = nil
        case .pushed(let title):
            return stack.push(Page.start(title, as: Screen.page, Screen.Msg.page), in: &model)
        case .poppedTo(let id):
            model.applied.append("poppedTo(\(id.map(String.init) ?? "nil"))")
            if let id { model.stack.pop(to: id) } else { while model.stack.pop() != nil {} }
        case .deleteTapped:
            model.alert = AlertState(
                title: "Delete?", message: "It cannot be undone.",
                buttons: [.destructive("Delete", action: .deleteConfirmed), .cancel("Keep", action: .kept), .cancel("Later")])
        case .alert(let action):
            model.applied.append("alert(\(action))")
            model.alert = nil
            if action == .deleteConfirmed { model.deleted = true }
        case .alertDismissed:
            model.applied.append("alertDismissed")
            model.alert = nil
        case .detail, .destination, .screen:
            break
        }
        return .none
    }

    static func render(_ model: Model, into frame: inout Frame) {}
}
