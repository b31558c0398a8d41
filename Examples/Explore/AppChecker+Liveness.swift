import ReelExampleApp
import ReelExampleNotes
import ReelExampleProfile
import Reel
import ReelExampleSearch
import ReelTesting

extension AppChecker {
    /// What must eventually hold on every screen the app checks: every request ends (answered or
    /// cancelled), and the top screen's loading indicator goes away (``isLoading(_:)``). Checked
    /// when the bound exhausts the screen (`--scene profile --depth 8` does).
    public static let liveness: [LivenessProperty<ExampleApp>] = [
        .everyRequestAnsweredOrCancelled(), .loadingEnds("the top screen's loading indicator eventually goes away", loading: isLoading),
    ]

    /// Whether the top screen shows a loading indicator: the profile refreshing, the notes loading
    /// or saving their file, the search waiting for its results.
    @Sendable
    public static func isLoading(_ model: ExampleApp.Model) -> Bool {
        guard let screen = model.stack.top?.screen.screen else { return false }
        if let profile = screen.model(as: Profile.self) { return profile.isRefreshing }
        if let notes = screen.model(as: Notes.self) { return notes.file == .loading || notes.file == .saving }
        if let search = screen.model(as: Search.self), case .loading = search.phase { return true }
        return false
    }
}
