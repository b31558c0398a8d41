import Reel
import ReelExampleSearch
import ReelTesting

extension Search {
    /// The search's rule about its work, for an explorer of `scene`: one search request at a
    /// time, a newer query cancelling the older request, so no older answer can land after a
    /// newer one.
    public static func workRules<S: Scene>(for scene: S.Type) -> [Property<S>] {
        [.atMostInFlight(1, "one search request in flight") { $0.isHTTP("GET", path: "/search") }]
    }
}
