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

    /// The fingerprint by the fields `T` (which is `Model`, opened as a `Fingerprinted` type) mixes in.
    private static func byItsFields<T: Fingerprinted>(_ type: T.Type) -> @Sendable (Model) -> UInt64 {
        { model in
            // `T` is `Model` itself: the value is read as what it is, without a cast.
            withUnsafePointer(to: model) { pointer in
                pointer.withMemoryRebound(to: T.self, capacity: 1) { model in
                    var hasher = FingerprintHasher()
                    model.pointee.fingerprint(into: &hasher)
                    return hasher.value
                }
            }
        }
    }
}
