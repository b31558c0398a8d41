/// Fingerprints a model by its own ``Fingerprinted`` fields: the model read as the protocol type it
/// was found to be, in place.
///
/// Unsafe (a pointer rebound to the same type under another name) because `Model` and `T` are one
/// type the compiler cannot see as one: `T` is `Model` opened as a `Fingerprinted` type, once per
/// checker. A cast per state (`model as! T`, or through `any Fingerprinted`) would ask the runtime
/// for the conformance, or box the model, on every state the search reaches (not measured on its own).
extension ModelFingerprint {
    /// The fingerprint by the fields `T` (which is `Model`, opened as a `Fingerprinted` type) mixes in.
    static func byItsFields<T: Fingerprinted>(_ type: T.Type) -> @Sendable (Model) -> UInt64 {
        assert(T.self == Model.self, "byItsFields: \(T.self) is not the model's type \(Model.self)")
        return { model in
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
