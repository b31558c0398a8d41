import Reel

/// One kind of child in ``Family``, as the tests drive it: how a `Loader` child is added,
/// addressed, changed and removed, and how its own effects and subscriptions read in the parent.
struct ChildKindCase: Sendable, CustomStringConvertible {
    let description: String
    /// Adds the child (its id 1), and how the model changes.
    let add: Family.Msg
    let added: @Sendable (inout Family.Model) -> Void
    /// What adding it asks for: a cancel of everything under its scope first (a predecessor's
    /// work), but for a screen, whose id is new.
    let addCommands: Effect<Family.Msg>
    /// A message for the child.
    let to: @Sendable (Loader.Msg) -> Family.Msg
    /// Removes the child, and how the model changes.
    let remove: Family.Msg
    let removed: @Sendable (inout Family.Model) -> Void
    /// Changes the child's model inside the parent's.
    let change: @Sendable (inout Family.Model, (inout Loader.Model) -> Void) -> Void
    /// The child's own effect and subscriptions as the parent runs them.
    let lift: @Sendable (Effect<Loader.Msg>) -> Effect<Family.Msg>
    let liftSubscriptions: @Sendable (Subscriptions<Loader.Msg>) -> Subscriptions<Family.Msg>
    /// The scope it runs under.
    let scope: EffectScope

    static let all: [ChildKindCase] = [optional, list, stack, destination]

    static let optional = ChildKindCase(
        description: "optional child", add: .showDetail(1), added: { $0.detail = Loader.Model(id: 1) },
        addCommands: [.cancelScope("detail")], to: Family.Msg.detail,
        remove: .dismissDetail, removed: { $0.detail = nil }, change: { model, body in body(&model.detail!) },
        lift: Family.detailChild.lift, liftSubscriptions: Family.detailChild.lift, scope: "detail")

    static let list = ChildKindCase(
        description: "row of a list", add: .addRow(1), added: { $0.rows.append(Loader.Model(id: 1)) }, addCommands: [.cancelScope("rows/1")],
        to: { .row(id: 1, $0) }, remove: .removeRow(1), removed: { $0.rows[id: 1] = nil },
        change: { model, body in body(&model.rows[id: 1]!) },
        lift: { Family.rowChildren.lift($0, from: 1) }, liftSubscriptions: { Family.rowChildren.lift($0, from: 1) }, scope: "rows/1")

    static let stack = ChildKindCase(
        description: "screen of a stack", add: .pushLoader(1), added: { $0.stack.push(.loader(Loader.Model(id: 1))) }, addCommands: .none,
        to: { .screen(id: 1, .loader($0)) }, remove: .pop, removed: { $0.stack.pop() },
        change: { model, body in
            guard case .loader(var loader) = model.stack[id: 1] else { return }
            body(&loader)
            model.stack[id: 1] = .loader(loader)
        },
        lift: { Family.screenStack.lift($0.map(Screen.Msg.loader), from: 1) },
        liftSubscriptions: { Family.screenStack.lift($0.map(Screen.Msg.loader), from: 1) }, scope: "screen/1")

    static let destination = ChildKindCase(
        description: "destination", add: .showSheet(1), added: { $0.destination = .loader(Loader.Model(id: 1)) },
        addCommands: [.cancelScope("destination/loader")],
        to: { .destination(.loader($0)) }, remove: .dismiss, removed: { $0.destination = nil },
        change: { model, body in
            guard case .loader(var loader) = model.destination else { return }
            body(&loader)
            model.destination = .loader(loader)
        },
        lift: { Family.destinations.lift($0.map(Screen.Msg.loader), from: .loader(Loader.Model(id: 1))) },
        liftSubscriptions: { Family.destinations.lift($0.map(Screen.Msg.loader), from: .loader(Loader.Model(id: 1))) },
        scope: "destination/loader")
}
