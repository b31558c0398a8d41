extension Store {
    /// The alert kept at `keyPath`, for a view to show: its buttons' messages reach the scene
    /// wrapped by `embed`, and a dismissal while it is still in the model sends `dismiss`.
    /// `store.alertPresentation(\.alert, Msg.alert, dismiss: .alertDismissed)`.
    public func alertPresentation<Action: Equatable & Sendable>(
        _ keyPath: KeyPath<Model, AlertState<Action>?> & Sendable, _ embed: @escaping @Sendable (Action) -> Msg, dismiss: Msg
    ) -> AlertPresentation<Action> {
        AlertPresentation(
            state: self[dynamicMember: keyPath],
            isPresented: StoreBinding(
                get: { MainActor.assumeIsolated { self[dynamicMember: keyPath] != nil } },
                set: { shown in
                    MainActor.assumeIsolated {
                        guard !shown, self[dynamicMember: keyPath] != nil else { return }
                        self.send(dismiss)
                    }
                }),
            send: { self.send(embed($0)) })
    }
}

extension Store where Msg: Equatable {
    /// The alert kept at `keyPath`, whose buttons send the scene's own messages; a dismissal
    /// while it is still in the model sends `dismiss`.
    public func alertPresentation(_ keyPath: KeyPath<Model, AlertState<Msg>?> & Sendable, dismiss: Msg) -> AlertPresentation<Msg> {
        alertPresentation(keyPath, { $0 }, dismiss: dismiss)
    }
}
