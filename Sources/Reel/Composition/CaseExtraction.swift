/// Finds a child's message in a parent's from the enum case that wraps it alone, so that a kind
/// is made from the case (`Msg.detail`) without a hand-written `extract`.
///
/// Without macros there are no case paths; what Swift allows is reflection: the parent's message
/// is read with `Mirror` (its case's payload), and the payload is taken only if wrapping it again
/// gives back the very message (`embed(payload) == msg`), so a case of another name with the same
/// payload type is never mistaken for it. Reflection costs a few thousand instructions a message
/// for each kind it passes; a parent on a hot path gives `extract` by hand.
public enum CaseExtraction {
    /// The payload of `embed`'s case in a message, if the message is that case.
    public static func payload<Payload, Msg: Equatable & SendableMetatype>(
        of embed: @escaping @Sendable (Payload) -> Msg
    ) -> @Sendable (Msg) -> Payload? {
        { msg in
            guard let value = Mirror(reflecting: msg).children.first?.value, let payload = value as? Payload,
                  embed(payload) == msg
            else { return nil }
            return payload
        }
    }

    /// The id and payload of `embed`'s case (`case row(id: ID, Row.Msg)`) in a message, if the
    /// message is that case.
    public static func pair<ID, Payload: SendableMetatype, Msg: Equatable & SendableMetatype>(
        of embed: @escaping @Sendable (ID, Payload) -> Msg
    ) -> @Sendable (Msg) -> (ID, Payload)? {
        { msg in
            guard let value = Mirror(reflecting: msg).children.first?.value else { return nil }
            let parts = Mirror(reflecting: value).children.map(\.value)
            guard parts.count == 2, let id = parts[0] as? ID, let payload = parts[1] as? Payload,
                  embed(id, payload) == msg
            else { return nil }
            return (id, payload)
        }
    }
}
