import ReelExampleProfile
import ReelUI

/// A pull to refresh of the profile, as ``ProfileView`` does it (compiled everywhere, so that the
/// tests on Linux pull as the view does).
public enum ProfilePull {
    /// Asks for a refresh, and returns once no refresh is running. The profile runs one refresh at
    /// a time, so a pull during the automatic refresh starts nothing: the spinner then lasts as
    /// long as that refresh, rather than ending at once while it still runs.
    @MainActor
    public static func perform(on store: StoreOf<Profile>) async {
        await store.sendAndWait(.refreshTapped, while: \.isRefreshing)
    }
}
