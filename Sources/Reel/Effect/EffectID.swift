/// Names an effect so that a newer one with the same id replaces it ("latest wins") and
/// ``Effect/cancel(_:)`` can stop it.
public struct EffectID: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The id's text.
    public let rawValue: String

    /// Creates an id from its text.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an id from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Encodes as a bare string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes as a bare string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The id's text.
    public var description: String { rawValue }
}
