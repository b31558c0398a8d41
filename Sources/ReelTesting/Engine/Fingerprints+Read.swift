/// Reads a model as the protocol type it was found to be, in place: how ``Fingerprints`` hands
/// a model to its own fields, its `Encodable` encoding or its remembered fingerprints.
///
/// Unsafe (a pointer rebound to the same type under another name) because `Model` and `T` are one
/// type the compiler cannot see as one: `T` is `Model` opened as a `Fingerprinted`, `Encodable` or
/// `Hashable` type, once per checker. A cast per state (`model as! T`, or through an existential)
/// would ask the runtime for the conformance, or box the model, on every state the search reaches
/// (not measured on its own).
extension Fingerprints {
    /// `body` given `model` read as `T`, which is `Model` itself (checked in debug builds).
    @inline(__always)
    static func read<T, Result>(_ model: Model, as type: T.Type, _ body: (T) -> Result) -> Result {
        assert(T.self == Model.self, "Fingerprints.read: \(T.self) is not the model's type \(Model.self)")
        return withUnsafePointer(to: model) { pointer in
            pointer.withMemoryRebound(to: T.self, capacity: 1) { body($0.pointee) }
        }
    }
}
