/// The children a parent scene has — an optional child, a list, a stack, destinations — routed,
/// subscribed and stopped by the library, so that a parent wires each kind in one line.
///
/// A parent lists its children once and sends its `update` and `subscriptions` through them:
///
/// ```swift
/// static let children = Children<Parent>(detail, rows)
///
/// static func update(_ model: inout Model, _ msg: Msg) -> Effect<Msg> {
///     children.update(&model, msg, parent: own)
/// }
///
/// static func subscriptions(_ model: Model) -> Subscriptions<Msg> { children.subscriptions(model) }
/// ```
///
/// For each message, each kind of child in turn:
/// 1. finds the child a child's message is for and applies it there, its effect under the child's
///    own scope; a message for a child that is gone changes nothing (a ``SceneTester`` lists it
///    among its `dropped` messages);
/// 2. lets the parent's own `update` see the message (a parent reacts to a child's "close");
/// 3. compares the children present before and after, and cancels everything each departed child
///    started (`.cancelAll(in:)` of its scope), after the child's own commands and before the
///    parent's, so that a child dismissed on its own message starts nothing that outlives it.
///
/// Why a wrapper around the parent's whole `update` rather than helpers the parent calls: a child
/// leaves by any change to the model (a `pop()`, `detail = nil`, a row deleted by a filter), and
/// only a comparison made after the parent's own update sees every one of them; a helper that must
/// be called on the way out is the line a parent forgets. `update` stays pure: the comparison only
/// reads the model, and the cancels are returned as data like any other command.
public struct Children<Parent: Scene>: Sendable {
    @usableFromInline let kinds: [ChildKind<Parent>]

    /// Composes kinds of children, in order, as ``ChildKind``s.
    @inlinable
    public init(kinds: [ChildKind<Parent>]) { self.kinds = kinds }

    /// Composes these kinds of children, in order.
    ///
    /// Inlinable and generic over each kind (one overload per count, up to five), so that a
    /// parent's routing and its walk over a list's rows are compiled for its own child types, with
    /// no generic dispatch per row.
    @inlinable
    public init<A: ChildComposition>(_ a: A) where A.Parent == Parent {
        kinds = [a.kind]
    }

    /// Composes these 2 kinds of children, in order.
    @inlinable
    public init<A: ChildComposition, B: ChildComposition>(_ a: A, _ b: B) where A.Parent == Parent, B.Parent == Parent {
        kinds = [a.kind, b.kind]
    }

    /// Composes these 3 kinds of children, in order.
    @inlinable
    public init<A: ChildComposition, B: ChildComposition, C: ChildComposition>(_ a: A, _ b: B, _ c: C) where A.Parent == Parent, B.Parent == Parent, C.Parent == Parent {
        kinds = [a.kind, b.kind, c.kind]
    }

    /// Composes these 4 kinds of children, in order.
    @inlinable
    public init<A: ChildComposition, B: ChildComposition, C: ChildComposition, D: ChildComposition>(_ a: A, _ b: B, _ c: C, _ d: D) where A.Parent == Parent, B.Parent == Parent, C.Parent == Parent, D.Parent == Parent {
        kinds = [a.kind, b.kind, c.kind, d.kind]
    }

    /// Composes these 5 kinds of children, in order.
    @inlinable
    public init<A: ChildComposition, B: ChildComposition, C: ChildComposition, D: ChildComposition, E: ChildComposition>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) where A.Parent == Parent, B.Parent == Parent, C.Parent == Parent, D.Parent == Parent, E.Parent == Parent {
        kinds = [a.kind, b.kind, c.kind, d.kind, e.kind]
    }

    /// Applies a message: to the child it is for, then to the parent's own `update`; then cancels
    /// the work of every child that left.
    @inlinable
    public func update(
        _ model: inout Parent.Model, _ msg: Parent.Msg,
        parent own: (inout Parent.Model, Parent.Msg) -> Effect<Parent.Msg>
    ) -> Effect<Parent.Msg> {
        step(0, &model, msg, own)
    }

    @inlinable
    func step(
        _ index: Int, _ model: inout Parent.Model, _ msg: Parent.Msg,
        _ own: (inout Parent.Model, Parent.Msg) -> Effect<Parent.Msg>
    ) -> Effect<Parent.Msg> {
        guard index < kinds.count else { return own(&model, msg) }
        return kinds[index].step(&model, msg) { step(index + 1, &$0, $1, own) }
    }

    /// Every child's subscriptions, each under the child's scope and addressed to it, after the
    /// parent's own.
    @inlinable
    public func subscriptions(_ model: Parent.Model, plus own: Subscriptions<Parent.Msg> = .none) -> Subscriptions<Parent.Msg> {
        var all = own.all
        for kind in kinds { all += kind.subscriptions(model).all }
        return Subscriptions(all)
    }
}

/// A kind of child a parent has, as ``Children`` uses it: ``OptionalChild``, ``ChildList``,
/// ``ChildStack`` and ``ChildDestination`` are the four.
public protocol ChildComposition<Parent>: Sendable {
    /// The parent scene.
    associatedtype Parent: Scene
    /// How ``Children`` routes, subscribes and stops this kind of child.
    var kind: ChildKind<Parent> { get }
}

/// One kind of child, type-erased: how it takes a message and what it subscribes to.
public struct ChildKind<Parent: Scene>: Sendable {
    /// Applies a message (to a child, then through `next` to the rest of the parent) and returns
    /// the effect, with the departed children's cancels.
    @usableFromInline let step:
        @Sendable (inout Parent.Model, Parent.Msg, (inout Parent.Model, Parent.Msg) -> Effect<Parent.Msg>) -> Effect<Parent.Msg>
    /// The children's subscriptions in the parent's messages.
    @usableFromInline let subscriptions: @Sendable (Parent.Model) -> Subscriptions<Parent.Msg>

    /// A kind from its two functions.
    @inlinable
    public init(
        step: @escaping @Sendable (inout Parent.Model, Parent.Msg, (inout Parent.Model, Parent.Msg) -> Effect<Parent.Msg>)
            -> Effect<Parent.Msg>,
        subscriptions: @escaping @Sendable (Parent.Model) -> Subscriptions<Parent.Msg>
    ) {
        self.step = step
        self.subscriptions = subscriptions
    }
}

extension ChildKind {
    /// The step every kind shares: `route` applies a child's message, `present` reads which
    /// children are there, `departed` names the scopes of those that left since.
    @inlinable
    static func composing<Presence>(
        route: @escaping @Sendable (inout Parent.Model, Parent.Msg) -> ChildRoute<Parent.Msg>,
        present: @escaping @Sendable (Parent.Model) -> Presence,
        departed: @escaping @Sendable (Presence, Parent.Model) -> [EffectScope],
        subscriptions: @escaping @Sendable (Parent.Model) -> Subscriptions<Parent.Msg>
    ) -> ChildKind {
        ChildKind(
            step: { model, msg, next in
                var commands: [Command<Parent.Msg>] = []
                switch route(&model, msg) {
                case .notMine: break
                case .routed(let effect): commands = effect.commands
                case .dropped:
                    noteDroppedChildMessage()
                    return .none
                }
                let before = present(model)
                let parentEffect = next(&model, msg)
                let gone = departed(before, model)
                if gone.isEmpty, commands.isEmpty { return parentEffect }
                commands += gone.map { .cancelScope($0) }
                commands += parentEffect.commands
                return Effect(commands)
            },
            subscriptions: subscriptions)
    }
}
