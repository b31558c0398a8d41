/// A child that is always there — a counter in a form, the tabs of an app — kept in the parent's
/// model as the child's model, with its messages in one case of the parent's (TCA's `Scope`, Elm's
/// plain `update` of a field), so that every child of a parent is embedded the same way.
///
/// ```swift
/// static let counterChild = EmbeddedChild<Parent, Counter>(\.counter, scope: "counter", Msg.counter)
/// ```
///
/// Its messages are routed to it and its effect runs under its scope; its subscriptions are
/// declared through ``Children`` like every kind's, so none is forgotten. It never leaves.
public struct EmbeddedChild<Parent: Scene, Child: Scene>: ChildComposition {
    /// Where the child's model is kept.
    public let path: WritableKeyPath<Parent.Model, Child.Model> & Sendable
    /// The scope its commands and subscriptions run under.
    public let scope: EffectScope
    /// Wraps a child's message in the parent's (an enum case: `Msg.counter`).
    public let embed: @Sendable (Child.Msg) -> Parent.Msg
    /// Finds a child's message in the parent's, if it is one.
    public let extract: @Sendable (Parent.Msg) -> Child.Msg?
    /// The path, reached by its offset.
    @usableFromInline let field: ModelField<Parent.Model, Child.Model>

    /// A child kept at `path`, running under `scope`, its messages wrapped by `embed` and found by `extract`.
    public init(
        _ path: WritableKeyPath<Parent.Model, Child.Model> & Sendable, scope: EffectScope,
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
        _ path: WritableKeyPath<Parent.Model, Child.Model> & Sendable, scope: EffectScope,
        _ embed: @escaping @Sendable (Child.Msg) -> Parent.Msg
    ) {
        self.init(path, scope: scope, embed, extract: CaseExtraction.payload(of: embed))
    }

    /// A child's effect in the parent's messages, under the child's scope.
    @inlinable
    public func lift(_ effect: Effect<Child.Msg>) -> Effect<Parent.Msg> {
        effect.isNone ? .none : effect.map(scope: scope, embed)
    }

    /// The child's subscriptions in the parent's messages, under its scope.
    @inlinable
    public func lift(_ subscriptions: Subscriptions<Child.Msg>) -> Subscriptions<Parent.Msg> {
        subscriptions.isNone ? .none : subscriptions.map(scope: scope, embed)
    }

    /// Applies a message to the child, then through `next`.
    @inlinable
    public func step(_ model: inout Parent.Model, _ msg: Parent.Msg, next: Next<Parent>) -> Effect<Parent.Msg> {
        // A local function marked to inline, as ``OptionalChild``'s are (a closure is called).
        @inline(__always) func route(_ model: inout Parent.Model, _ msg: Parent.Msg) -> ChildRoute<Parent.Msg> {
            guard let childMsg = extract(msg) else { return .notMine }
            let effect = field.modify(&model) { Child.update(&$0, childMsg) }
            return effect.isDropped ? .droppedBelow : .routed(lift(effect))
        }
        return composedStep(
            &model, msg, next: next, route: route,
            present: { _ in () }, departed: { _, _ in nil }, orphaned: { _, _, _ in nil })
    }

    /// The child's subscriptions, under its scope and addressed to it.
    @inlinable
    public func subscriptions(_ model: Parent.Model) -> Subscriptions<Parent.Msg> {
        field.read(model) { lift(Child.subscriptions($0)) }
    }

    /// How ``Children`` routes and subscribes the child, type-erased.
    public var kind: ChildKind<Parent> { ChildKind(self) }
}
