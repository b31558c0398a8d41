/// A navigation stack of screens of several scene types, kept in the parent's model as a
/// ``SceneStack`` of a ``SceneCases`` enum, with their messages in one case of the parent's that
/// carries the screen's id.
///
/// ```swift
/// static let stack = ChildStack<Parent, Screen>(\.stack, scope: "screen", Msg.screen) {
///     if case .screen(let id, let msg) = $0 { (id, msg) } else { nil }
/// }
/// ```
///
/// The stack assigns ids (see ``SceneStack``); each screen runs under `screen/<id>`. Push with
/// ``push(_:in:)`` or ``replaceTop(with:in:)``, which run the new screen's startup effect under its
/// scope; pop with the stack's own ``SceneStack/pop()``, ``SceneStack/pop(to:)``,
/// ``SceneStack/pop(from:)``, ``SceneStack/popToRoot()`` or ``SceneStack/removeAll()``:
/// ``Children`` cancels the work of every screen that left, and of a screen pushed and popped in
/// one update after its startup work starts. A stack assigned anew has every screen of the old
/// one cancelled before its own work starts.
///
/// A coordinator whose screens ask to navigate (`.navigate(intent)` commands) gives a
/// `navigation` function, which turns each intent into a parent message carrying the screen's id;
/// one whose logs already spell its scopes otherwise (`screen-3`) names them with `scopes`:
///
/// ```swift
/// static let stack = ChildStack<App, Screen>(\.stack, scopes: { "screen-\($0)" }, Msg.screen, navigation: Msg.navigationRequested) {
///     if case .screen(let id, let msg) = $0 { (id, msg) } else { nil }
/// }
/// ```
public struct ChildStack<Parent: Scene, Screen: SceneCases>: ChildComposition {
    /// Where the stack is kept.
    public let path: WritableKeyPath<Parent.Model, SceneStack<Screen>> & Sendable
    /// The scope the screens' scopes lie under (`screen`, each screen in `screen/<id>`); empty
    /// when ``scopes`` names each screen's scope instead.
    public let scope: EffectScope
    /// Wraps a screen's message, with its id, in the parent's (an enum case: `Msg.screen`).
    public let embed: @Sendable (Int, Screen.Msg) -> Parent.Msg
    /// Finds a screen's id and message in the parent's, if it is one.
    public let extract: @Sendable (Parent.Msg) -> (Int, Screen.Msg)?
    /// Names the scope of the screen with an id (`screen-3`), in place of `scope/<id>`; nil for `scope/<id>`.
    public let scopes: (@Sendable (Int) -> EffectScope)?
    /// Turns a screen's navigation intent into a parent message from the screen's id; nil leaves
    /// intents to go up as they are.
    public let navigation: (@Sendable (Int, Navigation) -> Parent.Msg)?
    /// The path, reached by its offset.
    @usableFromInline let field: ModelField<Parent.Model, SceneStack<Screen>>

    /// A stack kept at `path`, under `scope`, its messages wrapped by `embed` and found by `extract`.
    public init(
        _ path: WritableKeyPath<Parent.Model, SceneStack<Screen>> & Sendable, scope: EffectScope,
        _ embed: @escaping @Sendable (Int, Screen.Msg) -> Parent.Msg,
        extract: @escaping @Sendable (Parent.Msg) -> (Int, Screen.Msg)?
    ) {
        self.path = path
        field = ModelField(path)
        self.scope = scope
        self.embed = embed
        self.extract = extract
        scopes = nil
        navigation = nil
    }

    /// A stack kept at `path`, under `scope`, its messages wrapped by the case `embed` and found
    /// by reading that case back (see ``CaseExtraction``).
    public init(
        _ path: WritableKeyPath<Parent.Model, SceneStack<Screen>> & Sendable, scope: EffectScope,
        _ embed: @escaping @Sendable (Int, Screen.Msg) -> Parent.Msg
    ) {
        self.init(path, scope: scope, embed, extract: CaseExtraction.pair(of: embed))
    }

    /// A stack kept at `path`, under `scope`, its messages wrapped by `embed` and found by
    /// `extract`, and its screens' navigation intents turned by `navigation` into parent messages.
    public init(
        _ path: WritableKeyPath<Parent.Model, SceneStack<Screen>> & Sendable, scope: EffectScope,
        _ embed: @escaping @Sendable (Int, Screen.Msg) -> Parent.Msg,
        navigation: @escaping @Sendable (Int, Navigation) -> Parent.Msg,
        extract: @escaping @Sendable (Parent.Msg) -> (Int, Screen.Msg)?
    ) {
        self.path = path
        field = ModelField(path)
        self.scope = scope
        self.embed = embed
        self.extract = extract
        scopes = nil
        self.navigation = navigation
    }

    /// A stack kept at `path` whose screens run under the scopes `scopes` names from their ids,
    /// its messages wrapped by `embed` and found by `extract`, and its screens' navigation intents
    /// turned by `navigation`, if given, into parent messages.
    public init(
        _ path: WritableKeyPath<Parent.Model, SceneStack<Screen>> & Sendable,
        scopes: @escaping @Sendable (Int) -> EffectScope,
        _ embed: @escaping @Sendable (Int, Screen.Msg) -> Parent.Msg,
        navigation: (@Sendable (Int, Navigation) -> Parent.Msg)? = nil,
        extract: @escaping @Sendable (Parent.Msg) -> (Int, Screen.Msg)?
    ) {
        self.path = path
        field = ModelField(path)
        scope = EffectScope("")
        self.embed = embed
        self.extract = extract
        self.scopes = scopes
        self.navigation = navigation
    }

    /// The scope of the screen with this id: `screen/<id>`, or the one ``scopes`` names.
    @inlinable
    public func scope(of id: Int) -> EffectScope { scopes?(id) ?? scope.appending(EffectScope(String(id))) }

    /// Pushes a screen, started (`Counter.start((), as: Screen.counter, Screen.Msg.counter)`):
    /// returns its startup effect under its scope.
    public func push(_ started: (Screen, Effect<Screen.Msg>), in model: inout Parent.Model) -> Effect<Parent.Msg> {
        lift(started.1, from: model[keyPath: path].push(started.0))
    }

    /// Replaces the top screen with a started one (the old one's work is cancelled by ``Children``).
    public func replaceTop(with started: (Screen, Effect<Screen.Msg>), in model: inout Parent.Model) -> Effect<Parent.Msg> {
        lift(started.1, from: model[keyPath: path].replaceTop(with: started.0))
    }

    /// A screen's effect in the parent's messages, addressed to the screen and under its scope;
    /// with ``navigation``, its intents become parent messages from the screen's id, in place.
    @inlinable
    public func lift(_ effect: Effect<Screen.Msg>, from id: Int) -> Effect<Parent.Msg> {
        if effect.isNone { return .none }
        guard let navigation else { return effect.map(scope: scope(of: id)) { [embed] in embed(id, $0) } }
        return effect.map(scope: scope(of: id), { [embed] in embed(id, $0) }, navigation: { navigation(id, $0) })
    }

    /// A screen's subscriptions in the parent's messages, addressed to the screen and under its
    /// scope: what a test states for a screen as the screen's own code states them.
    @inlinable
    public func lift(_ subscriptions: Subscriptions<Screen.Msg>, from id: Int) -> Subscriptions<Parent.Msg> {
        subscriptions.isNone ? .none : subscriptions.map(scope: scope(of: id)) { [embed] in embed(id, $0) }
    }

    /// Applies a message to the screen it is for, then through `next`; cancels the work of every
    /// screen that left, top first.
    @inlinable
    public func step(_ model: inout Parent.Model, _ msg: Parent.Msg, next: Next<Parent>) -> Effect<Parent.Msg> {
        // Local functions marked to inline, as ``OptionalChild``'s are (a closure is called).
        @inline(__always) func route(_ model: inout Parent.Model, _ msg: Parent.Msg) -> ChildRoute<Parent.Msg> {
            guard let (id, screenMsg) = extract(msg) else { return .notMine }
            return field.modify(&model) { stack in
                guard let index = stack.index(id: id), let effect = stack.updateScreen(at: index, screenMsg) else {
                    return .dropped
                }
                return effect.isDropped ? .droppedBelow : .routed(lift(effect, from: id))
            }
        }
        @inline(__always) func departed(_ before: StackBefore, _ model: inout Parent.Model) -> [EffectScope]? {
            field.peek(&model) { stack in
                // A stack made anew: every screen of the old one left, whatever its id.
                guard stack.origin === before.origin else {
                    return before.ids.isEmpty ? nil : before.ids.reversed().map(scope(of:))
                }
                let after = stack.ids
                if sameStorage(before.ids, after) { return nil }
                let popped = poppedIDs(from: before.ids, to: after)
                return popped.isEmpty ? nil : popped.map(scope(of:))
            }
        }
        return composedStep(
            &model, msg, next: next, route: route,
            present: { model in field.peek(&model) { StackBefore(ids: $0.ids, nextID: $0.nextID, origin: $0.origin) } },
            departed: departed,
            orphaned: { _, before, model in
                // Screens pushed during the update (ids from the counter as it stood, or from 1 on a
                // stack made anew) that are gone again, top first.
                field.peek(&model) { stack in
                    let first = stack.origin === before.origin ? before.nextID : 1
                    guard first < stack.nextID else { return nil }
                    let gone = (first..<stack.nextID).reversed().filter { stack.index(id: $0) == nil }
                    return gone.isEmpty ? nil : gone.map(scope(of:))
                }
            })
    }

    /// The screens' subscriptions, each under its scope and addressed to it.
    @inlinable
    public func subscriptions(_ model: Parent.Model) -> Subscriptions<Parent.Msg> {
        field.read(model) { stack in
            var all: [Subscription<Parent.Msg>] = []
            for entry in stack {
                let own = entry.screen.subscriptions()
                if !own.isNone { all += lift(own, from: entry.id).all }
            }
            return Subscriptions(all)
        }
    }

    /// How ``Children`` routes, subscribes and stops the screens, type-erased.
    public var kind: ChildKind<Parent> { ChildKind(self) }
}

extension SceneStack where Screen: SceneCases {
    /// Applies a message to the screen at a position, in place; nil when it is for another scene type.
    @inlinable
    mutating func updateScreen(at index: Int, _ msg: Screen.Msg) -> Effect<Screen.Msg>? {
        mutateScreen(at: index) { $0.update(msg) }
    }
}

/// What a stack was before an update: its ids, its counter, and which stack it was.
@usableFromInline
struct StackBefore {
    @usableFromInline let ids: [Int]
    @usableFromInline let nextID: Int
    @usableFromInline let origin: AnyObject
    @inlinable init(ids: [Int], nextID: Int, origin: AnyObject) {
        self.ids = ids
        self.nextID = nextID
        self.origin = origin
    }
}

/// The ids of a stack's screens that left between two states, top first.
///
/// A stack changes only at its top and never reuses an id, so what stayed is a common head,
/// and above it the two differ at every position: walking down from the old top stops at the
/// first position where both agree, after as many steps as screens left (not the stack's height).
@inlinable
func poppedIDs(from before: [Int], to after: [Int]) -> [Int] {
    var top = before.count
    while top > 0, !(top - 1 < after.count && after[top - 1] == before[top - 1]) { top -= 1 }
    return before[top...].reversed()
}
