/// Where a navigation intent leads: a path such as `"catalog/item/3"`, parsed by the app's coordinator.
///
/// Routes are strings on purpose: a child scene names where to go without knowing the app's scene
/// types, the intent stays `Codable` for logs (as a bare string), and the coordinator (a pure
/// update) maps it to a scene.
public struct Route: StringKey {
    /// The route's path.
    public let rawValue: String

    /// Creates a route from its path.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The route's path.
    public var path: String { rawValue }
}

/// A scene's wish to move in the app's navigation stack; the app's coordinator honors it.
///
/// It is a ``Request`` whose only answer is a parent's: a coordinator maps its children's intents
/// into its own messages (``Effect/map(scope:_:navigation:)``). Nothing answers one that reaches
/// the top, so ``Services`` reports it as a fault (``RequestFault/unmappedNavigation(_:)``) unless
/// an app registers a handler of its own for it.
public enum Navigation: Request, Hashable, CustomStringConvertible {
    /// Never answered: a parent turns the intent itself into a message.
    public typealias Response = Never

    /// Pushes a scene on top of the current one.
    case push(Route)
    /// Presents a scene modally, drawn as a box over the current one.
    case present(Route)
    /// Replaces the current scene.
    case replace(Route)
    /// Pops the top scene.
    case pop
    /// Dismisses the presented modal.
    case dismiss
    /// Pops back to the first scene.
    case popToRoot

    /// `"navigate"`.
    public static var tag: String { "navigate" }

    /// A readable form, such as `push catalog/item/3`.
    public var description: String {
        switch self {
        case .push(let route): "push \(route)"
        case .present(let route): "present \(route)"
        case .replace(let route): "replace \(route)"
        case .pop: "pop"
        case .dismiss: "dismiss"
        case .popToRoot: "popToRoot"
        }
    }
}
