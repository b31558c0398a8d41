import ReelExampleSupport
import Reel

extension Profile {
    /// The profile's rules, checked by the app's explorer after every message.
    public static let invariants: [Invariant<Profile>] = [
        .after("at most one refresh in flight") { before, msg, after in
            switch msg {
            case .refreshTapped, .refreshDue: !before.isRefreshing || after == before
            default: true
            }
        },
    ]
}
