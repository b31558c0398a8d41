/// How the exhaustive checker fingerprints a scene's model, worked out once per checker: by the
/// model's own ``Fingerprinted`` fields if it adopts the protocol (no cast per state), or else by
/// walking it with reflection (``StateHasher``).
@usableFromInline
struct ModelFingerprint<Model>: Sendable {
    @usableFromInline let of: @Sendable (Model) -> UInt64

    init() {
        if let own = Model.self as? any Fingerprinted.Type {
            of = Self.byItsFields(own)
        } else {
            of = { model in
                var hasher = StateHasher()
                hasher.combine(model)
                return hasher.value
            }
        }
    }
}
