/// Names an effect so that a newer one with the same id replaces it ("latest wins") and
/// ``Effect/cancel(_:)`` can stop it.
///
/// Name an app's ids once, as constants, so that a misspelled one does not compile:
///
/// ```swift
/// extension EffectID { static let query: EffectID = "query" }
/// return .http(request, id: .query) { .answered($0) }   // and later .cancel(.query)
/// ```
public struct EffectID: StringKey {
    /// The id's text; it encodes as a bare string.
    public let rawValue: String

    /// Creates an id from its text.
    public init(rawValue: String) { self.rawValue = rawValue }
}
