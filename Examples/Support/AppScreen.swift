import Reel

/// A scene the example app can stack: it names itself for the title bar and lists the ids of the
/// commands it may leave running, which the app cancels when the scene goes away.
public protocol AppScreen: Scene {
    /// The title shown above the scene, and as the "back" hint of the scene pushed over it.
    static func title(of model: Model) -> String
    /// The ids of the scene's long-running commands (timers, requests).
    static var effectIDs: [EffectID] { get }
}
