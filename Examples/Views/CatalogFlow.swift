import Reel
import ReelExampleCatalog
import ReelExampleSupport
import ReelUI

/// The catalog as a SwiftUI app shows it (`CatalogView`): the list at the root of a navigation
/// stack, an item's details pushed on the stack, the share sheet presented over them, and an alert
/// when the list cannot be loaded.
///
/// The screens are the terminal app's own scenes, composed by the library's children: the details
/// in a ``ChildStack``, the sheet in an ``OptionalChild``. Their navigation intents
/// (`.navigate(.push(route))`) come back as ``Msg/navigationRequested(_:)``, and each route is read
/// by its screen's own `input(for:in:)`, as the app's coordinator reads it.
public enum CatalogFlow: Scene {
    /// What the flow starts from: what its list starts from (the backend, and the type of items).
    public typealias Input = CatalogList.Input

    /// The screens pushed over the list: an item's details.
    public enum Screen: SceneCases, Hashable {
        /// An item's details.
        case details(ItemDetails.Model)

        /// The messages of the pushed screens.
        public enum Msg: Hashable, Sendable {
            /// A message of an item's details.
            case details(ItemDetails.Msg)
        }

        /// The details, while this screen is an item's details (what a destination view scopes to).
        public var details: ItemDetails.Model? {
            if case .details(let model) = self { model } else { nil }
        }

        /// Applies a message to the screen it is for.
        public mutating func update(_ msg: Msg) -> Effect<Msg>? {
            switch (self, msg) {
            case (.details(let model), .details(let msg)): ItemDetails.update(model, msg, in: &self, as: Screen.details, Msg.details)
            }
        }

        /// What the screen subscribes to.
        public func subscriptions() -> Subscriptions<Msg> {
            switch self {
            case .details(let model): ItemDetails.subscriptions(model, Msg.details)
            }
        }
    }

    /// What the failure alert's buttons send.
    public enum AlertAction: Hashable, Sendable {
        /// Load the list again.
        case retry
    }

    /// The flow's state.
    public struct Model: Hashable, Sendable {
        /// The backend.
        public var api: API
        /// The list, at the root.
        public var list: CatalogList.Model
        /// The screens pushed over the list, bottom first.
        public var path = SceneStack<Screen>()
        /// The share sheet, while presented.
        public var share: ShareSheet.Model?
        /// The alert shown, if any.
        public var alert: AlertState<AlertAction>?

        /// Creates a model.
        public init(api: API, list: CatalogList.Model) {
            self.api = api
            self.list = list
        }
    }

    /// What happens in the flow.
    public enum Msg: Hashable, Sendable {
        /// A message of the list.
        case list(CatalogList.Msg)
        /// A message of a pushed screen, by its id.
        case screen(id: Int, Screen.Msg)
        /// A message of the share sheet.
        case share(ShareSheet.Msg)
        /// A screen asked to navigate.
        case navigationRequested(Navigation)
        /// The navigation stack was popped back to the screen with this id (nil: to the list).
        case poppedTo(Int?)
        /// The share sheet was swiped away.
        case shareDismissed
        /// An alert button was chosen.
        case alert(AlertAction)
        /// The alert was dismissed without a choice.
        case alertDismissed
    }

    /// The pushed screens, each under `screen/<id>`.
    public static let stack = ChildStack<CatalogFlow, Screen>(\.path, scope: "screen", Msg.screen) {
        if case .screen(let id, let msg) = $0 { (id, msg) } else { nil }
    }

    /// The share sheet, under `share`.
    public static let share = OptionalChild<CatalogFlow, ShareSheet>(\.share, scope: "share", Msg.share) {
        if case .share(let msg) = $0 { msg } else { nil }
    }

    static let children = Children<CatalogFlow>(stack, share)

    /// Starts the list.
    public static func start(_ input: Input) -> (Model, Effect<Msg>) {
        let (list, effect) = CatalogList.start(.init(api: input.api, type: input.type))
        return (Model(api: input.api, list: list), effect.map(Msg.list))
    }

    /// Routes to the children, applies the flow's own messages, and turns every navigation intent into a message.
    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        children.update(&model, msg, parent: own).map({ $0 }, navigation: Msg.navigationRequested)
    }

    private static func own(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .list(let listMsg):
            let effect = CatalogList.update(&model.list, listMsg).map(Msg.list)
            if case .itemsFailed(let error) = listMsg {
                model.alert = AlertState(
                    title: "Could not load the catalog", message: error.description,
                    buttons: [AlertButton("Retry", action: .retry), .cancel("Cancel")])
            }
            return effect
        case .navigationRequested(let navigation):
            return navigate(&model, navigation)
        case .poppedTo(let id):
            if let id { model.path.pop(to: id) } else { popAll(&model) }
        case .shareDismissed:
            model.share = nil
        case .alert(.retry):
            model.alert = nil
            return own(&model, .list(.retryTapped))
        case .alertDismissed:
            model.alert = nil
        case .screen, .share:
            break
        }
        return .none
    }

    /// Honors a screen's intent: details are pushed, the share sheet presented, each from its route.
    private static func navigate(_ model: inout Model, _ navigation: Navigation) -> Effect<Msg> {
        let context = AppContext(api: model.api)
        switch navigation {
        case .push(let route):
            guard case .success(let input)? = ItemDetails.input(for: AppRoute(route.path), in: context) else { return .none }
            return stack.push(ItemDetails.start(input, as: Screen.details, Screen.Msg.details), in: &model)
        case .present(let route):
            guard case .success(let input)? = ShareSheet.input(for: AppRoute(route.path), in: context) else { return .none }
            return share.present(ShareSheet.start(input), in: &model)
        case .dismiss:
            model.share = nil
        case .pop:
            model.path.pop()
        case .popToRoot:
            popAll(&model)
        case .replace:
            break
        }
        return .none
    }

    private static func popAll(_ model: inout Model) {
        while model.path.pop() != nil {}
    }

    /// The pushed screens' and the sheet's subscriptions.
    public static func subscriptions(_ model: Model) -> Subscriptions<Msg> { children.subscriptions(model) }

    /// The top screen, as the terminal app draws it.
    public static func render(_ model: Model, into frame: inout Frame) {
        if let share = model.share {
            ShareSheet.render(share, into: &frame)
        } else if let details = model.path.top?.screen.details {
            ItemDetails.render(details, into: &frame)
        } else {
            CatalogList.render(model.list, into: &frame)
        }
    }
}
