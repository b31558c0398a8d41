import ReelExampleSupport

/// The backend's answer to a login: the session's token (other fields are ignored).
public struct SignInReply: Hashable, Sendable, Codable {
    /// The token the next requests carry.
    public var token: AuthToken

    /// Creates a reply.
    public init(token: AuthToken) { self.token = token }
}
