extension Effect {
    /// The same effect in a parent's message type, with the child's navigation intents turned into
    /// parent messages: each `.navigate(intent)` becomes `.send(navigation(intent))`, in place.
    ///
    /// This is how a coordinator honors its children's intents in its own pure `update`: the
    /// intent comes back as an ordinary message (logged, replayed, asserted like any other), which
    /// the coordinator applies to its stack. Every other command is mapped as ``map(scope:_:)`` maps it.
    /// An intent no parent maps reaches the top as a ``Navigation`` request, which nothing answers:
    /// the program reports it as a fault (``RequestFault/unmappedNavigation(_:)``).
    public func map<Parent: Sendable>(
        scope: EffectScope? = nil, _ transform: @escaping @Sendable (Msg) -> Parent,
        navigation: @escaping @Sendable (Navigation) -> Parent
    ) -> Effect<Parent> {
        Effect<Parent>(commands.map { command in
            if case .request(let request, _) = command, request.isNavigation, let intent = request.request as? Navigation {
                return .send(navigation(intent))
            }
            let mapped = command.map(transform)
            return scope.map(mapped.scoped) ?? mapped
        })
    }
}
