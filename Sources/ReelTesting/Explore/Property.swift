import Reel

/// Something that must hold at every step of every explored session.
///
/// A property answers nil when it holds, or a short account of what was seen when it does not:
/// that account is part of the report, and a shrunk session must fail the same property.
public struct Property<S: Scene>: Sendable {
    /// The name reports use: `results match the last query`.
    public let name: String
    @usableFromInline let body: @Sendable (ExploredStep<S>) -> String?
    /// Whether it reads the work in flight: the explorer keeps track of that work only for such properties.
    @usableFromInline let readsWork: Bool
    /// What it checks once a session is over and the world has settled (see ``Explorer/settleSteps``),
    /// given the work still in flight then; nil for a property of steps only.
    let settled: (@Sendable (_ stillInFlight: [WorkInFlight]) -> String?)?
    /// For a property of models alone (``model(_:_:)``), whether it holds of a model: the exhaustive
    /// checker calls it without building a step (on `check-twophase-7`, building and destroying the
    /// step, through the generic type's metadata, cost about 8% of the time, perf).
    @usableFromInline var holdsOfModel: (@Sendable (S.Model) -> Bool)?

    /// A property checked by `check`, which answers nil when it holds, or what was seen.
    public init(_ name: String, check: @escaping @Sendable (ExploredStep<S>) -> String?) {
        self.init(name, readsWork: false, check: check)
    }

    /// A property checked by `check` at every step and, if given, by `settled` once the world has settled.
    init(
        _ name: String, readsWork: Bool, check: @escaping @Sendable (ExploredStep<S>) -> String?,
        settled: (@Sendable ([WorkInFlight]) -> String?)? = nil
    ) {
        self.name = name
        body = check
        self.readsWork = readsWork
        self.settled = settled
    }

    /// What was seen if the property fails at `step`; nil if it holds.
    @inlinable public func violation(at step: ExploredStep<S>) -> String? { body(step) }

    /// The first of `properties`, in order, that fails at `step`, as a violation; nil if all hold.
    @inlinable
    static func firstViolation(of properties: [Property], at step: ExploredStep<S>) -> ExploreViolation? {
        for property in properties {
            if let detail = property.violation(at: step) {
                return ExploreViolation(property: property.name, detail: detail, step: step.index, readsWork: property.readsWork)
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
        var property = Property(name) { holds($0.model) ? nil : "after \($0.msg)" }
        property.holdsOfModel = holds
        return property
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
