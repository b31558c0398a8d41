#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Shows an alert kept in a store's model (``Store/alertPresentation(_:_:dismiss:)``): each button sends its
    /// message, and a dismissal sends the dismiss message.
    public func alert<Action: Equatable & Sendable>(_ alert: AlertPresentation<Action>) -> some View {
        self.alert(
            Text(alert.state?.title ?? ""), isPresented: alert.isPresented, presenting: alert.state,
            actions: { state in AlertButtons(alert: alert, buttons: state.buttons) },
            message: { state in if let message = state.message { Text(message) } })
    }

    /// Shows an alert kept in a store's model as a confirmation dialog (an action sheet).
    public func confirmationDialog<Action: Equatable & Sendable>(_ alert: AlertPresentation<Action>) -> some View {
        confirmationDialog(
            Text(alert.state?.title ?? ""), isPresented: alert.isPresented, titleVisibility: .visible,
            presenting: alert.state,
            actions: { state in AlertButtons(alert: alert, buttons: state.buttons) },
            message: { state in if let message = state.message { Text(message) } })
    }
}

/// An alert's buttons as SwiftUI buttons, each choosing itself.
struct AlertButtons<Action: Equatable & Sendable>: View {
    let alert: AlertPresentation<Action>
    let buttons: [AlertButton<Action>]

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            Button(button.title, role: button.role.map(ButtonRole.init)) { alert.choose(button) }
        }
    }
}

extension ButtonRole {
    /// SwiftUI's role for an alert button's.
    init<Action>(_ role: AlertButton<Action>.Role) {
        switch role {
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        }
    }
}
#endif
