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
/// child's work. Every presented child is a new instance: ``present(_:in:)`` first cancels
/// everything under the scope — the work of a child it replaces, or of one dismissed earlier in
/// the same update — and stops its subscriptions, so nothing of a predecessor reaches it; a child
/// presented and dismissed in one update has its startup work cancelled after it starts.
public struct OptionalChild<Parent: Scene, Child: Scene>: ChildComposition {
    /// Where the child's model is kept.
    public let path: WritableKeyPath<Parent.Model, Child.Model?> & Sendable
    /// The scope its commands and subscriptions run under.
    public let scope: EffectScope
    /// Wraps a child's message in the parent's (an enum case: `Msg.detail`).
    public let embed: @Sendable (Child.Msg) -> Parent.Msg
    /// Finds a child's message in the parent's, if it is one.
    public let extract: @Sendable (Parent.Msg) -> Child.Msg?
    /// The path, reached by its offset.
    @usableFromInline let field: ModelField<Parent.Model, Child.Model?>

    /// A child kept at `path`, running under `scope`, its messages wrapped by `embed` and found by `extract`.
    public init(
        _ path: WritableKeyPath<Parent.Model, Child.Model?> & Sendable, scope: EffectScope,
        _ embed: @escaping @Sendable (Child.Msg) -> Parent.Msg, extract: @escaping @Sendable (Parent.Msg) -> Child.Msg?
    ) {
        self.path = path
        field = ModelField(path)
        self.scope = scope
        self.embed = embed
        self.extract = extract
    }

    /// A child kept at `path`, running under `scope`, its messages wrapped by the case `embed`
    /// and found by reading that case back (see ``CaseExtraction``).
    public init(
        _ path: WritableKeyPath<Parent.Model, Child.Model?> & Sendable, scope: EffectScope,
        _ embed: @escaping @Sendable (Child.Msg) -> Parent.Msg
    ) {
        self.init(path, scope: scope, embed, extract: CaseExtraction.payload(of: embed))
    }

    /// Shows the child, started (`Child.start(input)`): sets its model and returns its startup
    /// effect under its scope, after cancelling everything under that scope (a predecessor's work).
    public func present(_ started: (Child.Model, Effect<Child.Msg>), in model: inout Parent.Model) -> Effect<Parent.Msg> {
        model[keyPath: path] = started.0
        return Effect([.cancelScope(scope)] + lift(started.1).commands)
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

    /// Applies a message to the child it is for, then through `next`; cancels the work of any that left.
    @inlinable
    public func step(_ model: inout Parent.Model, _ msg: Parent.Msg, next: Next<Parent>) -> Effect<Parent.Msg> {
        // Local functions rather than closures, so that they can be marked to inline: a closure
        // was called, about 20 instructions each, callgrind `bare-child-optional`.
        @inline(__always) func route(_ model: inout Parent.Model, _ msg: Parent.Msg) -> ChildRoute<Parent.Msg> {
            guard let childMsg = extract(msg) else { return .notMine }
            return field.modify(&model) { child in
                guard child != nil else { return .dropped }
                let effect = Child.update(&child!, childMsg)
                return effect.isDropped ? .droppedBelow : .routed(lift(effect))
            }
        }
        @inline(__always) func departed(_ before: Bool, _ model: inout Parent.Model) -> [EffectScope]? {
            before && field.peek(&model) { $0 == nil } ? [scope] : nil
        }
        return composedStep(
            &model, msg, next: next, route: route,
            present: { model in field.peek(&model) { $0 != nil } },
            departed: departed,
            orphaned: { effect, _, model in
                field.peek(&model) { $0 == nil } && !effect.scopes(under: scope, includingItself: true).isEmpty ? [scope] : nil
            })
    }

    /// The children's subscriptions, each under its scope and addressed to it.
    @inlinable
    public func subscriptions(_ model: Parent.Model) -> Subscriptions<Parent.Msg> {
        field.read(model) { child in child.map { lift(Child.subscriptions($0)) } ?? .none }
    }

    /// How ``Children`` routes, subscribes and stops these children, type-erased.
    public var kind: ChildKind<Parent> { ChildKind(self) }
}
