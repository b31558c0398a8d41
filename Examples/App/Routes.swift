import ReelExampleSupport
import Reel

/// The app's routes: how a scene's intent (`push catalog/item/lemon`) becomes a started scene.
///
/// Each scene recognises its own routes (``AppScreen/input(for:in:)``; the table is at
/// ``ExampleApp/screens``). Path segments and query values are percent-decoded. A route that
/// names no scene, or one that needs a session when there is none, is refused with a one-line
/// reason.
enum Routes {
    /// The scene a route starts, with its startup effect; or why it cannot be opened.
    static func start(_ route: Route, in context: AppContext) -> Result<(Screen, Effect<ScreenMsg>), RouteRefusal> {
        let parsed = AppRoute(route.path)
        for kind in ExampleApp.screens {
            if let opened = kind.open(parsed, context) { return opened }
        }
        return .failure(RouteRefusal("no screen for route \"\(route)\""))
    }
}
