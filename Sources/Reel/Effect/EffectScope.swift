/// Where a child scene's commands and subscriptions live inside its parent: a path such as
/// `"screen-3"` or `"left/counter"`.
///
/// A parent maps a child's effect with a scope (``Effect/map(scope:_:)``), and every id the child
/// uses is then read under that scope: two instances of one scene, mapped under two scopes,
/// never replace or cancel each other's commands. ``Effect/cancelAll(in:)`` stops every command
/// started under a scope at once, so a scene leaving the screen is stopped completely; its
/// subscriptions stop when the parent no longer declares them.
public struct EffectScope: StringKey {
    /// The scope's path, outermost first, `/`-separated.
    public let rawValue: String

    /// Creates a scope from its path.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A scope of one path component made from any text (a row's id, a case's name): `/` and `%`
    /// are escaped (`%2F`, `%25`), so that no id's characters make one scope lie under another
    /// (`rows/docs` never contains the scope of the row `docs/readme.md`, `rows/docs%2Freadme.md`).
    /// Text without either reads as it is.
    public init(component text: String) {
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "%") }) {
            rawValue = text
            return
        }
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "/": escaped += "%2F"
            default: escaped.unicodeScalars.append(character)
            }
        }
        rawValue = escaped
    }

    /// `inner` placed under this scope.
    public func appending(_ inner: EffectScope) -> EffectScope { EffectScope(rawValue + "/" + inner.rawValue) }

    /// An id as it reads under this scope: `scope/id`.
    public func scoping(_ id: EffectID) -> EffectID { EffectID(rawValue + "/" + id.rawValue) }

    /// Whether `other` is this scope or lies under it.
    public func contains(_ other: EffectScope) -> Bool {
        other.rawValue == rawValue || other.rawValue.hasPrefix(rawValue + "/")
    }
}
