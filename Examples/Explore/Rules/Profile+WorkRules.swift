import Reel
import ReelExampleProfile
import ReelTesting

extension Profile {
    /// Whether a piece of work is the profile's request for the user (`GET {api}/me`).
    public static func isUserRequest(_ work: WorkInFlight) -> Bool { work.isHTTP("GET", path: "/me") }

    /// The profile's rules about its work, for an explorer of `scene` (the profile alone, the
    /// app, or a copy with a planted bug): one request for the user at a time, and no refresh
    /// started while one runs (a tap during the automatic refresh does nothing). A model cannot
    /// show either: starting a second request leaves the model as it was.
    public static func workRules<S: Scene>(for scene: S.Type) -> [Property<S>] {
        [
            .atMostInFlight(1, "at most one profile request in flight", matching: isUserRequest),
            .neverRestartedInFlight("a profile refresh never starts while one runs", matching: isUserRequest),
        ]
    }
}
