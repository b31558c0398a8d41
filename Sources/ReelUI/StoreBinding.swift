#if !canImport(SwiftUI)
/// A value of a store's model, read and written: reading reads the store (and observes the
/// value), writing sends the message that changes it. On Apple platforms it is SwiftUI's
/// `Binding`, so `TextField("Search", text: store.binding(\.query, send: Search.Msg.queryChanged))`
/// works as it is; here, where there is no SwiftUI, it is this stand-in with the same shape.
public struct StoreBinding<Value> {
    private let get: @Sendable () -> Value
    private let set: @Sendable (Value) -> Void

    /// A binding from the two functions, as SwiftUI's `Binding(get:set:)`.
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// The value: reading reads the store, writing sends the message.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
}
#endif

extension Store {
    /// A binding to a value of the model for a control that edits it: reading reads the store,
    /// writing sends `send(newValue)`, applied before the write returns, so the control reads its
    /// own edit back at once (no cursor jump, no lost keystroke).
    ///
    /// An edit the model refuses (`update` strips the character typed, or the store's part has
    /// departed and the message is dropped) leaves the model as it was, which no comparison
    /// would tell; the binding tells the value's readers itself, so the control re-reads and
    /// shows what the model kept rather than what was typed.
    public func binding<Value: Equatable & Sendable>(
        _ keyPath: KeyPath<Model, Value> & Sendable, send message: @escaping @Sendable (Value) -> Msg
    ) -> StoreBinding<Value> {
        StoreBinding(
            get: { MainActor.assumeIsolated { self[dynamicMember: keyPath] } },
            set: { value in MainActor.assumeIsolated { self.send(message(value), editing: keyPath, to: value) } })
    }

    /// Sends an edit of a value, then tells the value's readers if the model did not take the
    /// value sent (a change it made instead was told by the update's comparison already; telling
    /// again is harmless, as an observer is told once per read).
    func send<Value: Equatable>(_ msg: Msg, editing keyPath: KeyPath<Model, Value>, to value: Value) {
        send(msg)
        let watch = watch(keyPath)
        if watch.value(as: Value.self) != value { watch.tell() }
    }
}
