// Shared by the examples: the session, the API's URLs, text pictures and screen layout helpers.
/// Who is signed in: app-wide state that lives in the app's model and reaches scenes as read-only input.
public struct Session: Hashable, Sendable, Codable {
    /// The signed-in user.
    public var user: User
    /// The token that requests needing the user carry as a secret header.
    public var token: AuthToken

    /// Creates a session.
    public init(user: User, token: AuthToken) {
        self.user = user
        self.token = token
    }
}
