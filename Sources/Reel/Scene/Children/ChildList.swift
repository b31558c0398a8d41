/// Children in a list, by id — download rows, a recursive tree's nodes — kept in the parent's
/// model as ``IdentifiedRows`` of the child's model, with their messages in one case of the
/// parent's that carries the row's id.
///
/// ```swift
/// static let rows = ChildList<Parent, Row>(\.rows, scope: "rows", Msg.row) {
///     if case .row(let id, let msg) = $0 { (id, msg) } else { nil }
/// }
/// ```
///
/// Each row runs under a scope of its own, `rows/<id>`, so two rows of one scene never share an
/// id; a row removed in any way (`remove(at:)`, `rows[id: id] = nil`, `removeAll(where:)`) has all
/// its work cancelled by ``Children``. Add a row with ``append(_:in:)``, which runs its startup
/// effect under its scope.
public struct ChildList<Parent: Scene, Child: Scene>: ChildComposition
where Child.Model: Identifiable, Child.Model.ID: Sendable {
    /// A row's id.
    public typealias ID = Child.Model.ID

    /// Where the rows are kept.
    public let path: WritableKeyPath<Parent.Model, IdentifiedRows<Child.Model>> & Sendable
    /// The scope the rows' scopes lie under (`rows`, each row in `rows/<id>`).
    public let scope: EffectScope
    /// Wraps a row's message, with its id, in the parent's (an enum case: `Msg.row`).
    public let embed: @Sendable (ID, Child.Msg) -> Parent.Msg
    /// Finds a row's id and message in the parent's, if it is one.
    public let extract: @Sendable (Parent.Msg) -> (ID, Child.Msg)?

    /// Rows kept at `path`, under `scope`, their messages wrapped by `embed` and found by `extract`.
    public init(
        _ path: WritableKeyPath<Parent.Model, IdentifiedRows<Child.Model>> & Sendable, scope: EffectScope,
        _ embed: @escaping @Sendable (ID, Child.Msg) -> Parent.Msg,
        extract: @escaping @Sendable (Parent.Msg) -> (ID, Child.Msg)?
    ) {
        self.path = path
        self.scope = scope
        self.embed = embed
        self.extract = extract
    }

    /// The scope of the row with this id: `rows/<id>`.
    @inlinable
    public func scope(of id: ID) -> EffectScope { scope.appending(EffectScope(String(describing: id))) }

    /// Adds a row, started (`Child.start(input)`), at the end: returns its startup effect under its scope.
    public func append(_ started: (Child.Model, Effect<Child.Msg>), in model: inout Parent.Model) -> Effect<Parent.Msg> {
        model[keyPath: path].append(started.0)
        return lift(started.1, from: started.0.id)
    }

    /// A row's effect in the parent's messages, addressed to the row and under its scope.
    @inlinable
    public func lift(_ effect: Effect<Child.Msg>, from id: ID) -> Effect<Parent.Msg> {
        effect.isNone ? .none : effect.map(scope: scope(of: id)) { [embed] in embed(id, $0) }
    }

    /// A row's subscriptions in the parent's messages, addressed to the row and under its scope:
    /// what a test states for a row as the row's own code states them.
    @inlinable
    public func lift(_ subscriptions: Subscriptions<Child.Msg>, from id: ID) -> Subscriptions<Parent.Msg> {
        subscriptions.isNone ? .none : subscriptions.map(scope: scope(of: id)) { [embed] in embed(id, $0) }
    }

    /// How ``Children`` routes, subscribes and stops the rows.
    @inlinable
    public var kind: ChildKind<Parent> {
        ChildKind.composing(
            route: { [self] model, msg in
                guard let (id, childMsg) = extract(msg) else { return .notMine }
                guard let position = model[keyPath: path].index(id: id) else { return .dropped }
                return .routed(lift(Child.update(&model[keyPath: path][position], childMsg), from: id))
            },
            present: { [path] model in model[keyPath: path].ids },
            departed: { [self] before, model in
                let rows = model[keyPath: path]
                // Unchanged ids are the very same storage: one comparison, whatever the list's length.
                let after = rows.ids
                if sameStorage(before, after) { return [] }
                // Only ids between the common head and the common tail can have left: a row deleted
                // anywhere costs a walk comparing ids, and a lookup for that row alone.
                let middle = changedRange(from: before, to: after)
                return before[middle].filter { rows.index(id: $0) == nil }.map(scope(of:))
            },
            subscriptions: { [self] model in
                var all: [Subscription<Parent.Msg>] = []
                for row in model[keyPath: path] {
                    let own = Child.subscriptions(row)
                    if !own.isNone { all += lift(own, from: row.id).all }
                }
                return Subscriptions(all)
            })
    }
}

/// The positions of `before` outside the head and the tail it shares with `after`.
@inlinable
func changedRange<Element: Equatable>(from before: [Element], to after: [Element]) -> Range<Int> {
    var head = 0
    while head < before.count, head < after.count, before[head] == after[head] { head += 1 }
    var tail = 0
    while tail < before.count - head, tail < after.count - head, before[before.count - 1 - tail] == after[after.count - 1 - tail] {
        tail += 1
    }
    return head..<(before.count - tail)
}

/// Whether two arrays share their storage (true for two empty arrays): unsafe only to read the
/// base address, so that a step that left a list alone skips comparing every row's id (a walk in
/// proportion to the list; not measured on its own).
@inlinable
func sameStorage<Element>(_ a: [Element], _ b: [Element]) -> Bool {
    a.count == b.count && a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
}
