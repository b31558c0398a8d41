import Reel
import ReelLog

/// A scene the example app can stack: everything the app needs to know about it, so that adding
/// a scene to the app is one line in its list of screens.
///
/// The app runs each scene's commands and subscriptions under the scene's own scope, so a scene
/// that leaves the stack is stopped completely without listing what it may leave running. The
/// app draws the status line's hint from the shell words it declares for the scene; the scene
/// draws the rest, with the hint it is handed (``render(_:hint:into:)``).
public protocol AppScreen: LoggableScene where Model: Hashable, Msg: Hashable {
    /// The scene's name: its shell name, and its key in logged messages (`search`).
    static var name: String { get }
    /// The title shown above the scene, and as the "back" hint of the scene pushed over it.
    static func title(of model: Model) -> String
    /// The scene's input if the route is the scene's own; a refusal if it is but cannot open now
    /// (it needs a signed-in user); nil if the route is another scene's.
    static func input(for route: AppRoute, in context: AppContext) -> Result<Input, RouteRefusal>?
    /// Draws the model; `hint` (the commands that drive the scene now) goes on the status line.
    static func render(_ model: Model, hint: String, into frame: inout Frame)
    /// The message telling the scene that the session changed, if it reacts to that.
    static func sessionChanged(to session: Session?) -> Msg?
    /// How a message just applied changed the session (a sign-in succeeded, a logout), if it did.
    static func sessionChange(after msg: Msg, in model: Model) -> SessionChange?
    /// Whether the title bar offers "back" (the home screen's way back is logout instead).
    static var offersBack: Bool { get }
    /// The rules the scene keeps at every step, which the app's explorer checks; none by default.
    static var invariants: [Invariant<Self>] { get }
}

/// A change of the app's session that a scene brings about.
public enum SessionChange: Hashable, Sendable {
    /// Someone signed in.
    case signedIn(Session)
    /// The session ended.
    case signedOut
}

extension AppScreen {
    /// Draws the model with no hint: the scene alone.
    public static func render(_ model: Model, into frame: inout Frame) { render(model, hint: "", into: &frame) }
    /// Nothing: most scenes do not react to the session.
    public static func sessionChanged(to session: Session?) -> Msg? { nil }
    /// Never: most scenes leave the session alone.
    public static func sessionChange(after msg: Msg, in model: Model) -> SessionChange? { nil }
    /// True.
    public static var offersBack: Bool { true }

    /// No rule stated.
    public static var invariants: [Invariant<Self>] { [] }
}
