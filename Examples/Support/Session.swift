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

/// A user as the login form names them.
public struct User: Hashable, Sendable, Codable {
    /// The first name, as typed.
    public var firstName: String
    /// The last name, as typed.
    public var lastName: String

    /// Creates a user.
    public init(firstName: String, lastName: String) {
        self.firstName = firstName
        self.lastName = lastName
    }

    /// `First Last`.
    public var fullName: String { "\(firstName) \(lastName)" }
}
