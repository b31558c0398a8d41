#if canImport(SwiftUI)
import ReelExampleProfile
import ReelUI
import SwiftUI

/// The profile: the user's name and friends, refreshed by pulling the list down; the spinner
/// lasts as long as the refresh it shows, the pull's own or the automatic one it joined.
public struct ProfileView: View {
    let store: StoreOf<Profile>

    /// A screen over a store of the profile.
    public init(store: StoreOf<Profile>) { self.store = store }

    public var body: some View {
        List {
            Text(store.name).font(.title)
            Text(store.friends.map { "\($0) friends" } ?? "Friends loading")
        }
        .refreshable { await ProfilePull.perform(on: store) }
    }
}

#endif
