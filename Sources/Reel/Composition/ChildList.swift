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
/// Each row runs under a scope of its own, `rows/<id>` (the id escaped: `/` and `%` in an id never
/// make one row's scope lie under another's), so two rows of one scene never share an id; a row
/// removed in any way (`remove(at:)`, `rows[id: id] = nil`, `removeAll(where:)`) has all its work
/// cancelled by ``Children``. Add a row with ``append(_:in:)``, which first cancels everything
/// under the row's scope (a row of that id removed earlier in the same update) and then runs the
/// new row's startup effect there; a row added and removed in one update has its startup work
/// cancelled after it starts.
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
    /// The path, reached by its offset.
    @usableFromInline let field: ModelField<Parent.Model, IdentifiedRows<Child.Model>>

    /// Rows kept at `path`, under `scope`, their messages wrapped by `embed` and found by `extract`.
    public init(
        _ path: WritableKeyPath<Parent.Model, IdentifiedRows<Child.Model>> & Sendable, scope: EffectScope,
        _ embed: @escaping @Sendable (ID, Child.Msg) -> Parent.Msg,
        extract: @escaping @Sendable (Parent.Msg) -> (ID, Child.Msg)?
    ) {
        self.path = path
        field = ModelField(path)
        self.scope = scope
        self.embed = embed
        self.extract = extract
    }

    /// Rows kept at `path`, under `scope`, their messages wrapped by the case `embed` and found
    /// by reading that case back (see ``CaseExtraction``).
    public init(
        _ path: WritableKeyPath<Parent.Model, IdentifiedRows<Child.Model>> & Sendable, scope: EffectScope,
        _ embed: @escaping @Sendable (ID, Child.Msg) -> Parent.Msg
    ) {
        self.init(path, scope: scope, embed, extract: CaseExtraction.pair(of: embed))
    }

    /// The scope of the row with this id: `rows/<id>`, the id escaped (``EffectScope/init(component:)``).
    @inlinable
    public func scope(of id: ID) -> EffectScope { scope.appending(EffectScope(component: String(describing: id))) }

    /// Adds a row, started (`Child.start(input)`), at the end (or in place of the row with its id):
    /// returns its startup effect under its scope, after cancelling everything under that scope.
    public func append(_ started: (Child.Model, Effect<Child.Msg>), in model: inout Parent.Model) -> Effect<Parent.Msg> {
        model[keyPath: path].append(started.0)
        return Effect([.cancelScope(scope(of: started.0.id))] + lift(started.1, from: started.0.id).commands)
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

    /// Applies a message to the child it is for, then through `next`; cancels the work of any that left.
    @inlinable
    public func step(_ model: inout Parent.Model, _ msg: Parent.Msg, next: Next<Parent>) -> Effect<Parent.Msg> {
        // Local functions marked to inline, as ``OptionalChild``'s are (a closure is called).
        @inline(__always) func route(_ model: inout Parent.Model, _ msg: Parent.Msg) -> ChildRoute<Parent.Msg> {
            guard let (id, childMsg) = extract(msg) else { return .notMine }
            return field.modify(&model) { rows in
                guard let position = rows.index(id: id) else { return .dropped }
                let effect = rows.updateRow(at: position) { Child.update(&$0, childMsg) }
                if effect.isDropped { return .droppedBelow }
                return .routed(effect.isNone ? .none : lift(effect, from: id))
            }
        }
        @inline(__always) func departed(_ before: RowsBeforeUpdate<ID>, _ model: inout Parent.Model) -> [EffectScope]? {
            field.modify(&model) { $0.departedIDs(since: before) }?.map(scope(of:))
        }
        return composedStep(
            &model, msg, next: next, route: route,
            present: { model in field.modify(&model) { $0.openDepartureWatch() } },
            departed: departed,
            orphaned: { effect, _, model in
                let started = effect.scopes(under: scope)
                if started.isEmpty { return nil }
                // Looked for from the end, where a row just added stands: a walk over the whole
                // list only for a row that is not there.
                let absent = field.peek(&model) { rows in
                    started.filter { wanted in !rows.reversed().contains { scope(of: $0.id) == wanted } }
                }
                return absent.isEmpty ? nil : absent
            })
    }

    /// The children's subscriptions, each under its scope and addressed to it.
    @inlinable
    public func subscriptions(_ model: Parent.Model) -> Subscriptions<Parent.Msg> {
        field.read(model) { rows in
            var all: [Subscription<Parent.Msg>] = []
            for row in rows {
                let own = Child.subscriptions(row)
                if !own.isNone { all += lift(own, from: row.id).all }
            }
            return Subscriptions(all)
        }
    }

    /// How ``Children`` routes, subscribes and stops these children, type-erased.
    public var kind: ChildKind<Parent> { ChildKind(self) }
}
