import Reel

/// How the exhaustive checker fingerprints a scene's models and the pieces of work a state holds,
/// worked out once per checker and shared by its jobs.
///
/// A model, fastest first: by its own ``Fingerprinted`` fields if it adopts the protocol; else by
/// its `Encodable` encoding (``FingerprintEncoder``); else, for a `Hashable` model, by walking it
/// with reflection (``StateHasher``) once per distinct model, remembered; else by reflection each
/// time. A piece of work (a request, a source, a message a timer will send) by its encoding,
/// remembered for a `Hashable` one.
///
/// Each way gives equal values one fingerprint, the same in every process and on every machine.
/// A model's type is opened once here; each state's model is then cast to the opened type, a
/// cast the runtime resolves from its cache (reading it in place through a rebound pointer instead
/// cost more: on the notes screen to depth 8, 1,832.7 M instructions against 1,823.6 M; on
/// `check-twophase-7`, whose model is `Fingerprinted`, 6,344.1 M against 6,152.0 M, callgrind).
@usableFromInline
struct Fingerprints<Model>: Sendable {
    /// The fingerprint of a model.
    @usableFromInline let model: @Sendable (Model) -> UInt64
    private let knownWork = RememberedFingerprints<WorkKey>()

    init() {
        if let own = Model.self as? any (Fingerprinted & SendableMetatype).Type {
            model = Self.byItsFields(own)
        } else if let encodable = Model.self as? any (Encodable & SendableMetatype).Type {
            model = Self.byItsEncoding(encodable)
        } else if let hashable = Model.self as? any (Hashable & Sendable).Type {
            model = Self.remembered(hashable)
        } else {
            model = { model in Self.byReflection(model) }
        }
    }

    /// The fingerprint of a piece of work: by its encoding, remembered if its type is `Hashable`.
    ///
    /// Each new request is hashed where it starts, once as held and once as the command in
    /// flight, and the same request (a save of the same notes) starts on many paths: encoding
    /// each was a tenth of a check of the notes screen (callgrind, depth 8).
    func work<T: Encodable & Sendable>(_ value: T) -> UInt64 {
        guard let hashable = value as? any Hashable else { return FingerprintEncoder.fingerprint(value) }
        return knownWork.fingerprint(of: WorkKey(type: ObjectIdentifier(T.self), value: AnyHashable(hashable))) { _ in
            FingerprintEncoder.fingerprint(value)
        }
    }

    /// The fingerprint by the fields `T` (which is `Model`) mixes in.
    private static func byItsFields<T: Fingerprinted & SendableMetatype>(_ type: T.Type) -> @Sendable (Model) -> UInt64 {
        { model in
            var hasher = FingerprintHasher()
            (model as! T).fingerprint(into: &hasher)
            return hasher.value
        }
    }

    /// The fingerprint by what `T` (which is `Model`) encodes.
    private static func byItsEncoding<T: Encodable & SendableMetatype>(_ type: T.Type) -> @Sendable (Model) -> UInt64 {
        { model in FingerprintEncoder.fingerprint(model as! T) }
    }

    /// The fingerprint by reflection, worked out once for each distinct model of type `T` (which
    /// is `Model`) and remembered: most of a check's states share their model with others (they
    /// differ in the work pending), and a lookup costs a hash and a comparison. On the notes
    /// screen to depth 8, 81 distinct models for 4,101 states.
    private static func remembered<T: Hashable & Sendable>(_ type: T.Type) -> @Sendable (Model) -> UInt64 {
        let memory = RememberedFingerprints<T>()
        return { model in memory.fingerprint(of: model as! T) { byReflection($0) } }
    }

    private static func byReflection(_ model: Any) -> UInt64 {
        var hasher = StateHasher()
        hasher.combine(model)
        return hasher.value
    }

    /// A piece of work as a key: its type and its value.
    private struct WorkKey: Hashable, @unchecked Sendable {
        let type: ObjectIdentifier
        // Unchecked: made only from `Sendable` values (see `work(_:)`).
        let value: AnyHashable
    }
}

/// The fingerprints of the distinct values seen so far, shared by a check's jobs. It holds at
/// most ``limit`` values, and starts again empty when full: forgetting costs only time, since a
/// fingerprint worked out again is the same.
final class RememberedFingerprints<Value: Hashable & Sendable>: Sendable {
    /// The most values kept at once (a model or a request of the example app is a few hundred bytes).
    static var limit: Int { 100_000 }

    private let known = Locked<[Value: UInt64]>([:])

    /// The fingerprint of `value`, worked out by `fingerprint` unless it is known.
    func fingerprint(of value: Value, _ fingerprint: (Value) -> UInt64) -> UInt64 {
        if let known = known.withLock({ $0[value] }) { return known }
        let worked = fingerprint(value)
        known.withLock { known in
            if known.count >= Self.limit { known.removeAll() }
            known[value] = worked
        }
        return worked
    }
}
