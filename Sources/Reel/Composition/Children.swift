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
///    own scope; a message for a child that is gone changes nothing (a `SceneTester` lists it
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
    /// What a child's message, the parent's own `update` and a departure do, for every kind in order.
    @usableFromInline let step: @Sendable (inout Parent.Model, Parent.Msg, Next<Parent>) -> Effect<Parent.Msg>
    /// Every kind's subscriptions, in order.
    @usableFromInline let childSubscriptions: @Sendable (Parent.Model) -> [Subscription<Parent.Msg>]

    /// Composes kinds of children, in order, as ``ChildKind``s.
    public init(kinds: [ChildKind<Parent>]) {
        step = { model, msg, own in Self.apply(kinds[...], &model, msg, own) }
        childSubscriptions = { model in kinds.flatMap { $0.subscriptions(model).all } }
    }

    private static func apply(
        _ kinds: ArraySlice<ChildKind<Parent>>, _ model: inout Parent.Model, _ msg: Parent.Msg, _ own: Next<Parent>
    ) -> Effect<Parent.Msg> {
        guard let first = kinds.first else { return own(&model, msg) }
        return first.step(&model, msg) { apply(kinds.dropFirst(), &$0, $1, own) }
    }

    // One overload per count of kinds. Up to three, each is inlinable and generic over each kind:
    // a parent's routing is then compiled for its own child types, one closure call a message,
    // with no generic dispatch and no closure per kind (which cost about 250 instructions a
    // message, callgrind `bare-child-optional`). Four and five go through ``ChildKind``, erased.

    /// Composes this kind of children.
    @inlinable
    public init<A: ChildComposition>(_ a: A) where A.Parent == Parent {
        step = { model, msg, own in a.step(&model, msg, next: own) }
        childSubscriptions = { model in a.subscriptions(model).all }
    }

    /// Composes these 2 kinds of children, in order.
    @inlinable
    public init<A: ChildComposition, B: ChildComposition>(_ a: A, _ b: B) where A.Parent == Parent, B.Parent == Parent {
        step = { model, msg, own in a.step(&model, msg) { b.step(&$0, $1, next: own) } }
        childSubscriptions = { model in a.subscriptions(model).all + b.subscriptions(model).all }
    }

    /// Composes these 3 kinds of children, in order.
    @inlinable
    public init<A: ChildComposition, B: ChildComposition, C: ChildComposition>(_ a: A, _ b: B, _ c: C)
    where A.Parent == Parent, B.Parent == Parent, C.Parent == Parent {
        step = { model, msg, own in a.step(&model, msg) { b.step(&$0, $1) { c.step(&$0, $1, next: own) } } }
        childSubscriptions = { model in a.subscriptions(model).all + b.subscriptions(model).all + c.subscriptions(model).all }
    }

    /// Composes these 4 kinds of children, in order.
    @inlinable
    public init<A: ChildComposition, B: ChildComposition, C: ChildComposition, D: ChildComposition>(_ a: A, _ b: B, _ c: C, _ d: D)
    where A.Parent == Parent, B.Parent == Parent, C.Parent == Parent, D.Parent == Parent {
        self.init(kinds: [ChildKind(a), ChildKind(b), ChildKind(c), ChildKind(d)])
    }

    /// Composes these 5 kinds of children, in order.
    @inlinable
    public init<A: ChildComposition, B: ChildComposition, C: ChildComposition, D: ChildComposition, E: ChildComposition>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
    ) where A.Parent == Parent, B.Parent == Parent, C.Parent == Parent, D.Parent == Parent, E.Parent == Parent {
        self.init(kinds: [ChildKind(a), ChildKind(b), ChildKind(c), ChildKind(d), ChildKind(e)])
    }

    /// Applies a message to the child it is for, for a parent with no logic of its own; then
    /// cancels the work of every child that left.
    @inlinable
    public func update(_ model: inout Parent.Model, _ msg: Parent.Msg) -> Effect<Parent.Msg> {
        step(&model, msg) { _, _ in .none }
    }

    /// Applies a message: to the child it is for, then to the parent's own `update`; then cancels
    /// the work of every child that left.
    @inlinable
    public func update(
        _ model: inout Parent.Model, _ msg: Parent.Msg,
        parent own: (inout Parent.Model, Parent.Msg) -> Effect<Parent.Msg>
    ) -> Effect<Parent.Msg> {
        step(&model, msg, own)
    }

    /// Every child's subscriptions, each under the child's scope and addressed to it, after the
    /// parent's own.
    @inlinable
    public func subscriptions(_ model: Parent.Model, plus own: Subscriptions<Parent.Msg> = .none) -> Subscriptions<Parent.Msg> {
        let children = childSubscriptions(model)
        return children.isEmpty ? own : Subscriptions(own.all + children)
    }
}

/// The rest of a parent's update, after one kind of child: the next kinds, then the parent's own.
public typealias Next<Parent: Scene> = (inout Parent.Model, Parent.Msg) -> Effect<Parent.Msg>

/// A kind of child a parent has, as ``Children`` uses it: ``EmbeddedChild``, ``OptionalChild``,
/// ``ChildList``, ``ChildStack`` and ``ChildDestination`` are the five.
///
/// A kind of your own may give only ``kind``; ``step(_:_:next:)`` and ``subscriptions(_:)``
/// default to it. Built on ``composedStep(_:_:next:route:present:departed:orphaned:)``, its
/// drops and departures work as the library's kinds' do.
public protocol ChildComposition<Parent>: Sendable {
    /// The parent scene.
    associatedtype Parent: Scene
    /// How ``Children`` routes, subscribes and stops this kind of child, type-erased.
    var kind: ChildKind<Parent> { get }
    /// Applies a message (to a child, then through `next` to the rest of the parent) and returns
    /// the effect, with the departed children's cancels.
    func step(_ model: inout Parent.Model, _ msg: Parent.Msg, next: Next<Parent>) -> Effect<Parent.Msg>
    /// The children's subscriptions in the parent's messages.
    func subscriptions(_ model: Parent.Model) -> Subscriptions<Parent.Msg>
}

extension ChildComposition {
    /// Applies a message through ``kind``.
    @inlinable
    public func step(_ model: inout Parent.Model, _ msg: Parent.Msg, next: Next<Parent>) -> Effect<Parent.Msg> {
        kind.step(&model, msg, next: next)
    }

    /// The subscriptions of ``kind``.
    @inlinable
    public func subscriptions(_ model: Parent.Model) -> Subscriptions<Parent.Msg> { kind.subscriptions(model) }

    /// The step every kind shares: `route` applies a child's message, `present` reads which
    /// children are there, `departed` names the scopes of those that left since (nil for none),
    /// and `orphaned` the scopes the parent's own effect started work under for children that are
    /// not there after it (one added and removed in one update; nil for none), read only when
    /// the parent's effect is not empty.
    ///
    /// A kind of your own builds its `step` on it, and takes part in drops and departures as the
    /// library's kinds do. Non-escaping closures into an inlinable function: specialized for a
    /// kind, they are compiled away.
    @inlinable @inline(__always)
    public func composedStep<Presence>(
        _ model: inout Parent.Model, _ msg: Parent.Msg, next: Next<Parent>,
        route: (inout Parent.Model, Parent.Msg) -> ChildRoute<Parent.Msg>,
        present: (inout Parent.Model) -> Presence,
        departed: (Presence, inout Parent.Model) -> [EffectScope]?,
        orphaned: (Effect<Parent.Msg>, Presence, inout Parent.Model) -> [EffectScope]?
    ) -> Effect<Parent.Msg> {
        let routed: Effect<Parent.Msg>
        switch route(&model, msg) {
        case .notMine: routed = .none
        case .routed(let effect): routed = effect
        case .dropped: return .dropped()
        case .droppedBelow: return .droppedBelow
        }
        // `inout` only so that a kind reads its field in place, without copying the model.
        let before = present(&model)
        let parentEffect = next(&model, msg)
        // Read on every path, a drop's too: it closes what `present` opened (a list's journal, or
        // the retain on its index, which would otherwise leak: the address sanitizer's leak check
        // found it).
        let departures = departed(before, &model)
        // For a later kind's child that is gone: nothing changed here.
        if parentEffect.isDropped { return parentEffect }
        // Work the parent started for a child that is gone again: cancelled after it starts.
        let stray = parentEffect.isNone ? nil : orphaned(parentEffect, before, &model)
        // nil when no child left, as in most steps: they then build no list of commands at all.
        guard let gone = departures else {
            if let stray { return Effect(storage: routed.commands + parentEffect.commands + stray.map { .cancelScope($0) }) }
            if routed.isNone { return parentEffect }
            return parentEffect.isNone ? routed : Effect(storage: routed.commands + parentEffect.commands)
        }
        let commands = routed.commands + gone.map { .cancelScope($0) } + parentEffect.commands
        guard let stray else { return Effect(storage: commands) }
        return Effect(storage: commands + stray.map { .cancelScope($0) })
    }
}

extension Effect {
    /// The scopes directly under `scope` (`scope/<component>`) that this effect's commands start
    /// work under, each once, in order; `scope` itself when `includingItself` and a command runs
    /// right in it.
    @usableFromInline
    func scopes(under scope: EffectScope, includingItself: Bool = false) -> [EffectScope] {
        let prefix = scope.rawValue + "/"
        var found: [EffectScope] = []
        for command in commands {
            guard case .scoped(let inner, _) = command else { continue }
            let raw = inner.rawValue
            var child: EffectScope?
            if raw == scope.rawValue {
                child = includingItself ? scope : nil
            } else if raw.hasPrefix(prefix) {
                child = includingItself ? scope : EffectScope(rawValue: prefix + raw.dropFirst(prefix.count).prefix { $0 != "/" })
            }
            if let child, !found.contains(child) { found.append(child) }
        }
        return found
    }
}

/// One kind of child, type-erased: how it takes a message and what it subscribes to.
public struct ChildKind<Parent: Scene>: ChildComposition {
    @usableFromInline let applying: @Sendable (inout Parent.Model, Parent.Msg, Next<Parent>) -> Effect<Parent.Msg>
    @usableFromInline let subscribing: @Sendable (Parent.Model) -> Subscriptions<Parent.Msg>

    /// A kind from its two functions: `step` applies a message (to a child, then through its last
    /// argument to the rest of the parent) and returns the effect with the departed children's
    /// cancels; `subscriptions` gives the children's subscriptions in the parent's messages.
    @inlinable
    public init(
        step: @escaping @Sendable (inout Parent.Model, Parent.Msg, Next<Parent>) -> Effect<Parent.Msg>,
        subscriptions: @escaping @Sendable (Parent.Model) -> Subscriptions<Parent.Msg>
    ) {
        applying = step
        subscribing = subscriptions
    }

    /// Another kind, type-erased.
    @inlinable
    public init<Kind: ChildComposition>(_ kind: Kind) where Kind.Parent == Parent {
        applying = { kind.step(&$0, $1, next: $2) }
        subscribing = { kind.subscriptions($0) }
    }

    /// Itself.
    public var kind: ChildKind<Parent> { self }

    /// Applies a message through the kind's step function.
    @inlinable
    public func step(_ model: inout Parent.Model, _ msg: Parent.Msg, next: Next<Parent>) -> Effect<Parent.Msg> {
        applying(&model, msg, next)
    }

    /// The subscriptions of the kind's subscriptions function.
    @inlinable
    public func subscriptions(_ model: Parent.Model) -> Subscriptions<Parent.Msg> { subscribing(model) }
}
