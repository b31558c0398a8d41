import Reel

/// A rule a scene keeps at every step, stated beside the scene: the app's explorer checks every
/// scene's invariants after every message (see `reel-demo explore`).
///
/// A rule is about the model alone (``always(_:_:)``), or about what one of the scene's own
/// messages did to it (``after(_:_:)``).
public struct Invariant<S: Scene>: Sendable {
    /// The rule in words: `results belong to the query searched last`.
    public let name: String
    @usableFromInline let body: @Sendable (S.Model, S.Msg?, S.Model) -> Bool

    @usableFromInline
    init(_ name: String, _ body: @escaping @Sendable (S.Model, S.Msg?, S.Model) -> Bool) {
        self.name = name
        self.body = body
    }

    /// A rule every model keeps.
    @inlinable
    public static func always(_ name: String, _ holds: @escaping @Sendable (S.Model) -> Bool) -> Invariant {
        Invariant(name) { _, _, model in holds(model) }
    }

    /// A rule about each message of the scene's own: the model before, the message, the model after.
    @inlinable
    public static func after(_ name: String, _ holds: @escaping @Sendable (S.Model, S.Msg, S.Model) -> Bool) -> Invariant {
        Invariant(name) { before, msg, after in
            guard let msg else { return true }
            return holds(before, msg, after)
        }
    }

    /// Whether the rule holds from `before` to `after`; `msg` is nil when the step's message was
    /// not the scene's own (only the model rules apply then).
    @inlinable
    public func holds(before: S.Model, msg: S.Msg?, after: S.Model) -> Bool { body(before, msg, after) }
}
