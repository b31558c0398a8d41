import ReelExampleSupport
import ReelExampleLogin
import Reel

extension ExampleApp {
    /// The app's own rules, checked by the explorer after every message with every scene's own.
    static let appInvariants: [(name: String, holds: @Sendable (Model) -> Bool)] = [
        ("the navigation stack is never empty", { !$0.stack.isEmpty }),
        // Signing out ends the session at once; the greeting leaves on the next step.
        ("the greeting names the signed-in user", { model in
            model.session == nil || model.stack.allSatisfy { entry in
                entry.screen.screen.model(as: Greeting.self).map { $0.user == model.session?.user } ?? true
            }
        }),
    ]

    /// The rules broken by one step, by name: the app's, and those of each scene on the stack
    /// (a scene's message rules for the scene the message was addressed to).
    public static func brokenInvariants(before: Model, msg: Msg, after: Model) -> [String] {
        var broken = appInvariants.filter { !$0.holds(after) }.map(\.name)
        for entry in after.stack {
            let screen = entry.screen.screen
            let old = before.stack[id: entry.id]?.screen ?? screen
            let own: ScreenMsg? = if case .screen(entry.id, let screenMsg) = msg { screenMsg } else { nil }
            broken += screens.first { $0.name == screen.name }?.brokenInvariants(old, own, screen) ?? []
        }
        return broken
    }
}
