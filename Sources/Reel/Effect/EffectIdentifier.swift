/// Something that names an effect: an ``EffectID``, or an app's own type of ids, such as an
/// `enum` with `String` raw values, so that a misspelled id is a compile error.
///
/// Every API that takes an ``EffectID`` also takes any `EffectIdentifier`, and means the same by
/// it: its ``effectID``. A command started with `id: SearchID.query` is cancelled by
/// `.cancel(SearchID.query)`, and equals one started with `id: "query"`; a log records the text.
///
/// ```swift
/// enum SearchID: String, EffectIdentifier { case query, suggestions }
/// ```
public protocol EffectIdentifier: Hashable, Sendable {
    /// The id this value names.
    var effectID: EffectID { get }
}

extension EffectIdentifier where Self: RawRepresentable, RawValue == String {
    /// The id whose text is the raw value.
    @inlinable public var effectID: EffectID { EffectID(rawValue: rawValue) }
}

extension EffectID: EffectIdentifier {
    /// The id itself.
    @inlinable public var effectID: EffectID { self }
}
