/// An alert kept in a store's model, ready for a view: what it shows, whether it is shown, and
/// the sending of a chosen button's message. Made by ``Store/alertPresentation(_:_:dismiss:)``.
///
/// SwiftUI runs a button's action and then sets `isPresented` to false: ``choose(_:)`` sends the
/// button's message, which usually clears the alert; the dismissal then sends the dismiss message
/// only if the alert is still in the model (a button with no message, a tap outside).
@MainActor
public struct AlertPresentation<Action: Equatable & Sendable> {
    /// The alert in the model when this was made (read, so a view is invalidated when it changes); nil while none is.
    public let state: AlertState<Action>?
    /// Whether an alert is shown: setting false sends the dismiss message while an alert is in the model.
    public let isPresented: StoreBinding<Bool>
    /// Sends a button's message to the scene.
    let send: @MainActor (Action) -> Void

    /// Sends the message of the button the user chose; nothing for a button with none.
    public func choose(_ button: AlertButton<Action>) {
        if let action = button.action { send(action) }
    }
}
