/// Names an effect so that a newer one with the same id replaces it ("latest wins") and
/// ``Effect/cancel(_:)-(EffectID)`` can stop it.
public struct EffectID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The id's text; it encodes as a bare string.
    public let rawValue: String

    /// Creates an id from its text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates an id from its text.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an id from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The id's text.
    public var description: String { rawValue }
}
