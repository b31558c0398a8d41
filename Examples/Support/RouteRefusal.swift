/// Why a route could not be opened, in one line for the title bar.
public struct RouteRefusal: Error, Hashable, Sendable {
    /// The reason.
    public let reason: String

    /// Creates a refusal.
    public init(_ reason: String) { self.reason = reason }

    /// The refusal of a route that needs a signed-in user.
    public static func signInFirst(_ route: AppRoute) -> RouteRefusal { RouteRefusal("sign in first to open \(route)") }
}
