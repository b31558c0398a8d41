/// Why a route could not be opened, in one line for the title bar.
struct RouteRefusal: Error, Hashable, Sendable {
    /// The reason.
    let reason: String

    init(_ reason: String) { self.reason = reason }
}
