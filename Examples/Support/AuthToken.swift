import Reel

/// A session's bearer token: sent in requests, but never printed, dumped, encoded or drawn.
///
/// Everything that could carry the token out of the process goes through this type: its
/// description, its `dump` (test failure messages) and its encoding (message logs) all show
/// `<redacted>`. Decoding a log therefore gives back the placeholder, not the token; a replay
/// needs no real token, since its requests are never sent.
public struct AuthToken: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The token itself, to be put in an `Authorization` header (which redacts it in turn).
    public let value: String

    /// Wraps a token.
    public init(_ value: String) { self.value = value }

    /// Decodes whatever string a log or a server holds.
    public init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes `<redacted>`, never the token.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(HTTPHeader.redacted)
    }

    /// `<redacted>`.
    public var description: String { HTTPHeader.redacted }

    /// `<redacted>`.
    public var debugDescription: String { HTTPHeader.redacted }

    /// A mirror with no children, so `dump` shows `<redacted>` only.
    public var customMirror: Mirror { Mirror(self, children: [:]) }

    /// The `Authorization: Bearer …` header for this token (a secret header).
    public var header: HTTPHeader { HTTPHeader("Authorization", "Bearer \(value)", secret: true) }
}
