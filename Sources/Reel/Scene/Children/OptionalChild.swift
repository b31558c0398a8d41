/// A child that may be there or not — a sheet, a detail — kept in the parent's model as an
/// optional of the child's model, with its messages in one case of the parent's.
///
/// ```swift
/// static let detail = OptionalChild<Parent, Detail>(\.detail, scope: "detail", Msg.detail) {
///     if case .detail(let msg) = $0 { msg } else { nil }
/// }
/// ```
///
/// The parent shows the child with ``present(_:in:)`` (which runs the child's startup effect
/// under its scope) and dismisses it by setting the model to nil: ``Children`` then cancels all the
/// child's work. Presenting over a child that is there replaces it, and cancels the old one's work
/// first, since both would share one scope.
public struct OptionalChild<Parent: Scene, Child: Scene>: ChildComposition {
    /// Where the child's model is kept.
    public let path: WritableKeyPath<Parent.Model, Child.Model?> & Sendable
    /// The scope its commands and subscriptions run under.
    public let scope: EffectScope
    /// Wraps a child's message in the parent's (an enum case: `Msg.detail`).
    public let embed: @Sendable (Child.Msg) -> Parent.Msg
    /// Finds a child's message in the parent's, if it is one.
    public let extract: @Sendable (Parent.Msg) -> Child.Msg?

    /// A child kept at `path`, running under `scope`, its messages wrapped by `embed` and found by `extract`.
    public init(
        _ path: WritableKeyPath<Parent.Model, Child.Model?> & Sendable, scope: EffectScope,
        _ embed: @escaping @Sendable (Child.Msg) -> Parent.Msg, extract: @escaping @Sendable (Parent.Msg) -> Child.Msg?
    ) {
        self.path = path
        self.scope = scope
        self.embed = embed
        self.extract = extract
    }

    /// Shows the child, started (`Child.start(input)`): sets its model and returns its startup
    /// effect under its scope, after cancelling the work of a child it replaces.
    public func present(_ started: (Child.Model, Effect<Child.Msg>), in model: inout Parent.Model) -> Effect<Parent.Msg> {
        let replacing = model[keyPath: path] != nil
        model[keyPath: path] = started.0
        let effect = lift(started.1)
        return replacing ? Effect([.cancelScope(scope)] + effect.commands) : effect
    }

    /// A child's effect in the parent's messages, under the child's scope.
    @inlinable
    public func lift(_ effect: Effect<Child.Msg>) -> Effect<Parent.Msg> {
        effect.isNone ? .none : effect.map(scope: scope, embed)
    }

    /// The child's subscriptions in the parent's messages, under its scope: what a test states
    /// for a child as the child's own code states them.
    @inlinable
    public func lift(_ subscriptions: Subscriptions<Child.Msg>) -> Subscriptions<Parent.Msg> {
        subscriptions.isNone ? .none : subscriptions.map(scope: scope, embed)
    }

    /// How ``Children`` routes, subscribes and stops this child.
    @inlinable
    public var kind: ChildKind<Parent> {
        ChildKind.composing(
            route: { [self] model, msg in
                guard let childMsg = extract(msg) else { return .notMine }
                guard model[keyPath: path] != nil else { return .dropped }
                return .routed(lift(Child.update(&model[keyPath: path]!, childMsg)))
            },
            present: { [path] model in model[keyPath: path] != nil },
            departed: { [path, scope] wasThere, model in wasThere && model[keyPath: path] == nil ? [scope] : [] },
            subscriptions: { [self] model in
                guard let child = model[keyPath: path] else { return .none }
                return lift(Child.subscriptions(child))
            })
    }
}
