/// A name made of text that Reel compares, hashes and logs as its text: ``EffectID``, ``EffectScope``
/// and ``Route`` are each one, so that the three cannot be mixed up where one is asked for, and
/// every one is written the same ways: `"save"`, `EffectID("save")`, `EffectID(rawValue: "save")`.
///
/// Each encodes as a bare string, so logs hold its text.
public protocol StringKey: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
where RawValue == String {
    /// Creates the key from its text.
    init(rawValue: String)
}

extension StringKey {
    /// Creates the key from its text.
    @inlinable public init(_ text: String) { self.init(rawValue: text) }

    /// Creates the key from a string literal.
    @inlinable public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// The key's text.
    @inlinable public var description: String { rawValue }
}
