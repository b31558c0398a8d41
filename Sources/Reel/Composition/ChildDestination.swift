/// Where a parent may go next — a sheet, an alert, a pushed screen, one at a time — kept in the
/// parent's model as an optional ``SceneCases`` enum, with its messages in one case of the parent's.
///
/// ```swift
/// static let destination = ChildDestination<Parent, Destination>(\.destination, scope: "destination", Msg.destination) {
///     if case .destination(let msg) = $0 { msg } else { nil }
/// }
/// ```
///
/// Each case runs under a scope of its own, `destination/<case>`: dismissing (nil) or switching to
/// another case (a sheet replaced by an alert) has ``Children`` cancel the work of the one that
/// left. Show one with ``present(_:in:)``, which also cancels the work of one it replaces.
public struct ChildDestination<Parent: Scene, Destination: SceneCases>: ChildComposition {
    /// Where the destination is kept.
    public let path: WritableKeyPath<Parent.Model, Destination?> & Sendable
    /// The scope the destinations' scopes lie under.
    public let scope: EffectScope
    /// Wraps a destination's message in the parent's (an enum case: `Msg.destination`).
    public let embed: @Sendable (Destination.Msg) -> Parent.Msg
    /// Finds a destination's message in the parent's, if it is one.
    public let extract: @Sendable (Parent.Msg) -> Destination.Msg?
    /// The path, reached by its offset.
    @usableFromInline let field: ModelField<Parent.Model, Destination?>

    /// Destinations kept at `path`, under `scope`, their messages wrapped by `embed` and found by `extract`.
    public init(
        _ path: WritableKeyPath<Parent.Model, Destination?> & Sendable, scope: EffectScope,
        _ embed: @escaping @Sendable (Destination.Msg) -> Parent.Msg,
        extract: @escaping @Sendable (Parent.Msg) -> Destination.Msg?
    ) {
        self.path = path
        field = ModelField(path)
        self.scope = scope
        self.embed = embed
        self.extract = extract
    }

    /// Destinations kept at `path`, under `scope`, their messages wrapped by the case `embed` and
    /// found by reading that case back (see ``CaseExtraction``).
    public init(
        _ path: WritableKeyPath<Parent.Model, Destination?> & Sendable, scope: EffectScope,
        _ embed: @escaping @Sendable (Destination.Msg) -> Parent.Msg
    ) {
        self.init(path, scope: scope, embed, extract: CaseExtraction.payload(of: embed))
    }

    /// The scope of a destination: `destination/<case>`.
    @inlinable
    public func scope(of destination: Destination) -> EffectScope {
        scope.appending(EffectScope(component: destination.caseName))
    }

    /// Shows a destination, started (`Alert.start(input, as: Destination.alert, Destination.Msg.alert)`):
    /// returns its startup effect under its scope, after cancelling everything under that scope
    /// (one of the same case it replaces, or one dismissed earlier in the same update). One of
    /// another case that it replaces is cancelled by ``Children``, which sees the case change, and
    /// one shown and replaced again in the same update has its startup work cancelled after it starts.
    public func present(_ started: (Destination, Effect<Destination.Msg>), in model: inout Parent.Model) -> Effect<Parent.Msg> {
        model[keyPath: path] = started.0
        return Effect([.cancelScope(scope(of: started.0))] + lift(started.1, from: started.0).commands)
    }

    /// A destination's effect in the parent's messages, under its scope.
    @inlinable
    public func lift(_ effect: Effect<Destination.Msg>, from destination: Destination) -> Effect<Parent.Msg> {
        effect.isNone ? .none : effect.map(scope: scope(of: destination), embed)
    }

    /// A destination's subscriptions in the parent's messages, under its scope: what a test
    /// states for a destination as its own code states them.
    @inlinable
    public func lift(_ subscriptions: Subscriptions<Destination.Msg>, from destination: Destination) -> Subscriptions<Parent.Msg> {
        subscriptions.isNone ? .none : subscriptions.map(scope: scope(of: destination), embed)
    }

    /// Applies a message to the destination shown, then through `next`; cancels the work of one
    /// that left or changed case.
    @inlinable
    public func step(_ model: inout Parent.Model, _ msg: Parent.Msg, next: Next<Parent>) -> Effect<Parent.Msg> {
        // Local functions marked to inline, as ``OptionalChild``'s are (a closure is called).
        @inline(__always) func route(_ model: inout Parent.Model, _ msg: Parent.Msg) -> ChildRoute<Parent.Msg> {
            guard let destinationMsg = extract(msg) else { return .notMine }
            return field.modify(&model) { destination in
                guard destination != nil, let effect = destination!.update(destinationMsg), let shown = destination else {
                    return .dropped
                }
                return effect.isDropped ? .droppedBelow : .routed(lift(effect, from: shown))
            }
        }
        @inline(__always) func departed(_ before: EffectScope?, _ model: inout Parent.Model) -> [EffectScope]? {
            guard let before else { return nil }
            return field.peek(&model) { after in after.map(scope(of:)) == before ? nil : [before] }
        }
        return composedStep(
            &model, msg, next: next, route: route,
            present: { model in field.peek(&model) { $0.map(scope(of:)) } },
            departed: departed,
            orphaned: { effect, _, model in
                let shown = field.peek(&model) { $0.map(scope(of:)) }
                let stray = effect.scopes(under: scope).filter { $0 != shown }
                return stray.isEmpty ? nil : stray
            })
    }

    /// The destination's subscriptions, under its scope and addressed to it.
    @inlinable
    public func subscriptions(_ model: Parent.Model) -> Subscriptions<Parent.Msg> {
        field.read(model) { destination in destination.map { lift($0.subscriptions(), from: $0) } ?? .none }
    }

    /// How ``Children`` routes, subscribes and stops the destination, type-erased.
    public var kind: ChildKind<Parent> { ChildKind(self) }
}
