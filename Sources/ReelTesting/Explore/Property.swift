import Reel

/// What an exploration checked at one step: the message, the model before and after, the effect
/// and the frame.
public struct ExploredStep<S: Scene> {
    /// The step's number in the session, from 1, as a log numbers it.
    public let index: Int
    /// The model before the message.
    public let before: S.Model
    /// The message.
    public let msg: S.Msg
    /// The model after the message.
    public let model: S.Model
    /// What the update returned.
    public let effect: Effect<S.Msg>
    /// The model rendered at the exploration's frame size.
    public let frame: Frame

    /// The step numbered `index`: `msg` took `before` to `model`, asking for `effect`; `frame` shows `model`.
    @usableFromInline
    init(index: Int, before: S.Model, msg: S.Msg, model: S.Model, effect: Effect<S.Msg>, frame: Frame) {
        self.index = index
        self.before = before
        self.msg = msg
        self.model = model
        self.effect = effect
        self.frame = frame
    }
}

/// Something that must hold at every step of every explored session.
///
/// A property answers nil when it holds, or a short account of what was seen when it does not:
/// that account is part of the report, and a shrunk session must fail the same property.
public struct Property<S: Scene>: Sendable {
    /// The name reports use: `results match the last query`.
    public let name: String
    @usableFromInline let body: @Sendable (ExploredStep<S>) -> String?

    /// A property checked by `check`, which answers nil when it holds, or what was seen.
    public init(_ name: String, check: @escaping @Sendable (ExploredStep<S>) -> String?) {
        self.name = name
        body = check
    }

    /// What was seen if the property fails at `step`; nil if it holds.
    @inlinable public func violation(at step: ExploredStep<S>) -> String? { body(step) }

    /// The first of `properties`, in order, that fails at `step`, as a violation; nil if all hold.
    @inlinable
    static func firstViolation(of properties: [Property], at step: ExploredStep<S>) -> ExploreViolation? {
        for property in properties {
            if let detail = property.violation(at: step) {
                return ExploreViolation(property: property.name, detail: detail, step: step.index)
            }
        }
        return nil
    }

    /// A property of every step.
    public static func step(_ name: String, _ holds: @escaping @Sendable (ExploredStep<S>) -> Bool) -> Property {
        Property(name) { holds($0) ? nil : "after \($0.msg)" }
    }

    /// A property of every model a session reaches.
    public static func model(_ name: String, _ holds: @escaping @Sendable (S.Model) -> Bool) -> Property {
        Property(name) { holds($0.model) ? nil : "after \($0.msg)" }
    }

    /// A property of every frame a session shows.
    public static func frame(_ name: String, _ holds: @escaping @Sendable (Frame) -> Bool) -> Property {
        Property(name) { step in holds(step.frame) ? nil : "after \(step.msg) the frame is:\n\(step.frame)" }
    }

    /// No frame shows any of the strings `secrets` names for the model (a token, a password).
    public static func neverShows(_ name: String = "no secret on screen", secrets: @escaping @Sendable (S.Model) -> [String]) -> Property {
        Property(name) { step in
            for secret in secrets(step.model) where !secret.isEmpty && step.frame.contains(secret) {
                return "after \(step.msg) the frame shows a secret"
            }
            return nil
        }
    }
}

extension Frame {
    /// Whether any line shows `text`.
    @usableFromInline
    func contains(_ text: String) -> Bool { lines.contains { $0.contains(text) } }
}
