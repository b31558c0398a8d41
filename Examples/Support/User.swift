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
