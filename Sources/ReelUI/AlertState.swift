/// An alert or a confirmation dialog as a value kept in a scene's model: its title, its message
/// and its buttons, each with the message it sends. The scene shows it by setting it and hides it
/// by setting nil, so a test asserts on it as on any other state.
///
/// ```swift
/// model.alert = AlertState(
///     title: "Could not load the catalog", message: reason,
///     buttons: [AlertButton("Retry", action: .retry), .cancel("Cancel")])
/// ```
///
/// A view shows it with ``Store/alertPresentation(_:_:dismiss:)`` (and, on Apple platforms, SwiftUI's
/// `alert(_:)` or `confirmationDialog(_:)` over the ``AlertPresentation`` it gives).
public struct AlertState<Action: Equatable & Sendable>: Equatable, Sendable {
    /// The title.
    public var title: String
    /// The text under the title, if any.
    public var message: String?
    /// The buttons, in order; none shows the platform's single OK button, which only dismisses.
    public var buttons: [AlertButton<Action>]

    /// An alert titled `title`, saying `message`, with `buttons`.
    public init(title: String, message: String? = nil, buttons: [AlertButton<Action>] = []) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Codable where Action: Codable {}
