/// The backend's user record: name, friend count and avatar location (other fields are ignored).
public struct ProfileUser: Hashable, Sendable, Codable {
    /// The user's name.
    public var name: String
    /// How many friends the user has.
    public var friends: Int
    /// Where the avatar is: a path on the backend or an absolute URL.
    public var avatar: String

    /// Creates a user record.
    public init(name: String, friends: Int, avatar: String) {
        self.name = name
        self.friends = friends
        self.avatar = avatar
    }
}
