/// One button of an ``AlertState``: its title, its role, and the message it sends when chosen.
public struct AlertButton<Action: Equatable & Sendable>: Equatable, Sendable {
    /// What a button does to the alert's look, as SwiftUI's `ButtonRole` says it.
    public enum Role: String, Hashable, Sendable, Codable {
        /// Leaves without doing anything (shown apart, and chosen by the escape key).
        case cancel
        /// Destroys something (shown in red).
        case destructive
    }

    /// The button's title.
    public var title: String
    /// The button's role, if any.
    public var role: Role?
    /// The message the button sends when chosen; nil for a button that only dismisses.
    public var action: Action?

    /// A button titled `title`, with `role`, sending `action` when chosen.
    public init(_ title: String, role: Role? = nil, action: Action? = nil) {
        self.title = title
        self.role = role
        self.action = action
    }

    /// A cancel button, which sends `action` if given (otherwise it only dismisses).
    public static func cancel(_ title: String, action: Action? = nil) -> AlertButton {
        AlertButton(title, role: .cancel, action: action)
    }

    /// A destructive button, which sends `action`.
    public static func destructive(_ title: String, action: Action) -> AlertButton {
        AlertButton(title, role: .destructive, action: action)
    }
}

extension AlertButton: Hashable where Action: Hashable {}
extension AlertButton: Codable where Action: Codable {}
