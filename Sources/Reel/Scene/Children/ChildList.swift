import Foundation

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

    /// Applies a message to the child it is for, then through `next`; cancels the work of any that left.
    @inlinable
    public func step(_ model: inout Parent.Model, _ msg: Parent.Msg, next: Next<Parent>) -> Effect<Parent.Msg> {
        composedStep(
            &model, msg, next: next,
            route: { model, msg in
                guard let (id, childMsg) = extract(msg) else { return .notMine }
                return field.modify(&model) { rows in
                    guard let position = rows.index(id: id) else { return .dropped }
                    return .routed(lift(rows.updateRow(at: position) { Child.update(&$0, childMsg) }, from: id))
                }
            },
            present: { model in field.peek(&model) { $0.ids } },
            departed: { before, model in
                field.peek(&model) { rows in
                    // Unchanged ids are the very same storage: one comparison, whatever the list's length.
                    let after = rows.ids
                    if sameStorage(before, after) { return [] }
                    // Only ids between the common head and the common tail can have left: a row deleted
                    // anywhere costs a walk comparing ids, and a lookup for that row alone.
                    let middle = changedRange(from: before, to: after)
                    return before[middle].filter { rows.index(id: $0) == nil }.map(scope(of:))
                }
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

/// The positions of `before` outside the head and the tail it shares with `after`.
///
/// A row removed near one end still has the other end's rows compared one by one; for ids that
/// are plain bits (`Int`, `UUID`) the shared head and tail are found first by `memcmp` over
/// blocks of 32, about 1 instruction a row instead of 8 (callgrind, `child-remove-10000x1`), and
/// `==` decides only around the first difference. Equal bits are taken as equal ids.
@inlinable
func changedRange<Element: Equatable>(from before: [Element], to after: [Element]) -> Range<Int> {
    let shorter = min(before.count, after.count)
    var head = 0
    var tail = 0
    if _isPOD(Element.self) {
        before.withUnsafeBufferPointer { old in
            after.withUnsafeBufferPointer { new in
                head = sameBlocks(old, new, from: 0, step: 1, limit: shorter)
                tail = sameBlocks(old, new, from: 0, step: -1, limit: shorter - head)
            }
        }
    }
    while head < shorter, before[head] == after[head] { head += 1 }
    while tail < shorter - head, before[before.count - 1 - tail] == after[after.count - 1 - tail] { tail += 1 }
    return head..<(before.count - tail)
}

/// How many elements, in whole blocks of 32, two buffers of plain bits share from their heads
/// (`step` 1) or their tails (`step` -1), up to `limit`.
@inlinable
func sameBlocks<Element>(_ a: UnsafeBufferPointer<Element>, _ b: UnsafeBufferPointer<Element>, from start: Int, step: Int, limit: Int) -> Int {
    let block = 32
    var same = start
    while same + block <= limit {
        let a0 = step > 0 ? same : a.count - same - block
        let b0 = step > 0 ? same : b.count - same - block
        guard let aBase = a.baseAddress, let bBase = b.baseAddress,
              memcmp(aBase + a0, bBase + b0, block * MemoryLayout<Element>.stride) == 0
        else { break }
        same += block
    }
    return same
}

/// Whether two arrays share their storage (true for two empty arrays): unsafe only to read the
/// base address, so that a step that left a list alone skips comparing every row's id (a walk in
/// proportion to the list; not measured on its own).
@inlinable
func sameStorage<Element>(_ a: [Element], _ b: [Element]) -> Bool {
    a.count == b.count && a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
}
