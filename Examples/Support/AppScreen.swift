import Reel

/// A scene the example app can stack: it names itself for the title bar.
///
/// The app runs each scene's commands and subscriptions under the scene's own scope, so a scene
/// that leaves the stack is stopped completely without listing what it may leave running.
public protocol AppScreen: Scene {
    /// The title shown above the scene, and as the "back" hint of the scene pushed over it.
    static func title(of model: Model) -> String
}
