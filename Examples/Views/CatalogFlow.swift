import Reel
import ReelExampleCatalog
import ReelExampleSupport
import ReelUI

/// The catalog as a SwiftUI app shows it (`CatalogView`): the list at the root of a navigation
/// stack, an item's details pushed on the stack, the share sheet presented over them, and an alert
/// when the list cannot be loaded.
///
/// The screens are the terminal app's own scenes, composed by the library's children: the list in
/// an ``EmbeddedChild``, the details in a ``ChildStack``, the sheet in an ``OptionalChild``. Their navigation intents
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

        /// The screens' scenes, which give their `update` and `subscriptions`.
        public static let scenes = [SceneCase(ItemDetails.self, Screen.details, Msg.details)]
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

    /// The list, always there, under `list`; the pushed screens, each under `screen/<id>`; the
    /// share sheet, under `share`.
    static let listChild = EmbeddedChild<CatalogFlow, CatalogList>(\.list, scope: "list", Msg.list)
    public static let stack = ChildStack<CatalogFlow, Screen>(\.path, scope: "screen", Msg.screen)
    public static let share = OptionalChild<CatalogFlow, ShareSheet>(\.share, scope: "share", Msg.share)
    static let children = Children<CatalogFlow>(listChild, stack, share)

    /// Starts the list.
    public static func start(_ input: Input) -> (Model, Effect<Msg>) {
        let (list, effect) = CatalogList.start(.init(api: input.api, type: input.type))
        return (Model(api: input.api, list: list), listChild.lift(effect))
    }

    /// Routes to the children, applies the flow's own messages, and turns every navigation intent into a message.
    public static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        children.update(&model, msg, parent: own).map({ $0 }, navigation: Msg.navigationRequested)
    }

    private static func own(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
        switch msg {
        case .list(.itemsFailed(let error)):
            model.alert = AlertState(
                title: "Could not load the catalog", message: error.description,
                buttons: [AlertButton("Retry", action: .retry), .cancel("Cancel")])
        case .navigationRequested(let navigation):
            return navigate(&model, navigation)
        case .poppedTo(let id):
            if let id { model.path.pop(to: id) } else { model.path.removeAll() }
        case .shareDismissed:
            model.share = nil
        case .alert(.retry):
            model.alert = nil
            return update(&model, .list(.retryTapped))
        case .alertDismissed:
            model.alert = nil
        case .list, .screen, .share:
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
            model.path.removeAll()
        case .replace:
            break
        }
        return .none
    }

    /// The list's, the pushed screens' and the sheet's subscriptions.
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
